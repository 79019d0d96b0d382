import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { tiktokSandboxPlugin, type TikTokSandboxPluginOptions } from './plugin.ts';
import type { TikTokSandbox } from './sandbox.ts';

export interface TikTokSandboxServer {
  server: FastifyInstance;
  sandbox: TikTokSandbox;
  start(options: { port: number; host: string }): Promise<string>;
  stop(): Promise<void>;
}

/** A standalone sandbox on its own port (main.ts, tests, TikTok's own client): the plugin at the root. */
export async function buildTikTokSandboxServer(options: TikTokSandboxPluginOptions, logger: FastifyServerOptions['logger'] = false): Promise<TikTokSandboxServer> {
  const server = Fastify({ logger });
  let sandbox: TikTokSandbox | undefined;
  await server.register(tiktokSandboxPlugin, { ...options, onSandbox: (ready) => (sandbox = ready) });
  await server.ready();
  if (!sandbox) throw new Error('tiktok sandbox plugin did not start');
  return { server, sandbox, start: ({ port, host }) => server.listen({ port, host }), stop: () => server.close() };
}
