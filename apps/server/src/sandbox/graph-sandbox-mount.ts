import type { FastifyInstance } from 'fastify';
import { SANDBOX_DIALOG_PATH, SANDBOX_GRAPH_PATH, type ServerConfig } from '../config.ts';

/**
 * In sandbox mode the Graph API emulator and its login dialog live inside the app, so every feature works with no Meta
 * account. With a real Meta app configured nothing of it is mounted, so none of it is reachable, nor loaded: the
 * package is imported only here, in sandbox mode (with the TikTok one, 6–8 MB of a process's memory, ADR 0061).
 */
export async function mountGraphSandbox(server: FastifyInstance, config: ServerConfig, stateFile: string | undefined, now: () => Date): Promise<boolean> {
  if (config.mode !== 'sandbox' || !config.sandbox) return false;
  const { graphSandboxPlugin } = await import('@adfleet/graph-sandbox');
  await server.register(graphSandboxPlugin, {
    appSecret: config.meta.appSecret,
    controlKey: config.sandbox.controlKey,
    controlKeyHint: config.sandbox.controlKeyHint,
    graphPrefix: SANDBOX_GRAPH_PATH,
    dialogPath: SANDBOX_DIALOG_PATH,
    publicBaseUrl: config.meta.graphBaseUrl,
    redirectUris: [config.meta.redirectUri],
    // Meta's clock is the app's: "today" in an account's zone is the same day for both, and a test freezing one freezes both.
    now,
    ...(stateFile ? { stateFile } : {}),
  });
  return true;
}
