import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { graphSandboxPlugin, type GraphSandboxPluginOptions } from './plugin.ts';
import type { Sandbox } from './sandbox.ts';

export interface SandboxServer {
  server: FastifyInstance;
  sandbox: Sandbox;
  start(options: { port: number; host: string }): Promise<string>;
  stop(): Promise<void>;
}

/** A standalone sandbox on its own port (main.ts, tests, third-party SDKs): the plugin at the root. */
export async function buildSandboxServer(options: GraphSandboxPluginOptions, logger: FastifyServerOptions['logger'] = false): Promise<SandboxServer> {
  const server = Fastify({ logger, routerOptions: { maxParamLength: 500 } });
  let sandbox: Sandbox | undefined;
  await server.register(graphSandboxPlugin, { ...options, onSandbox: (ready) => (sandbox = ready) });
  await server.ready();
  if (!sandbox) throw new Error('graph sandbox plugin did not start');
  return {
    server,
    sandbox,
    start: ({ port, host }) => server.listen({ port, host }),
    stop: () => server.close(),
  };
}
