import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ControlAccess, registerControlRoutes } from './control/control-routes.ts';
import { browserCookiePath } from './dialog/browser-cookie.ts';
import { registerDialogRoutes } from './dialog/dialog-routes.ts';
import { registerGraphRoute } from './routes/graph-http-route.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';

export interface GraphSandboxPluginOptions extends SandboxOptions, ControlAccess {
  /** Where the Graph API is served, e.g. "/sandbox/graph" → /sandbox/graph/v27.0/me. Default "" (the root). */
  graphPrefix?: string;
  /** Path of the login dialog, e.g. "/sandbox/dialog/oauth". Default "/dialog/oauth". */
  dialogPath?: string;
  /**
   * The public URL of graphPrefix (e.g. http://localhost:3000/sandbox/graph), used for absolute paging links and
   * image urls. Default: derived from each request's protocol and Host.
   */
  publicBaseUrl?: string;
  /** Called with the sandbox once it is ready, for hosts and tests that want to drive it directly. */
  onSandbox?: (sandbox: Sandbox) => void;
}

function registerFormParser(server: FastifyInstance) {
  // Meta's SDKs post application/x-www-form-urlencoded; keep values as plain strings, as Graph reads them.
  if (server.hasContentTypeParser('application/x-www-form-urlencoded')) server.removeContentTypeParser('application/x-www-form-urlencoded');
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * The Graph API sandbox as a Fastify plugin: Graph paths under `graphPrefix`, the login dialog at `dialogPath`,
 * controls under `{graphPrefix}/_sandbox`. Register it without fastify-plugin so its body parser stays inside it.
 */
export const graphSandboxPlugin: FastifyPluginAsync<GraphSandboxPluginOptions> = async (server, options) => {
  const graphPrefix = (options.graphPrefix ?? '').replace(/\/$/, '');
  const dialogPath = options.dialogPath ?? '/dialog/oauth';
  const publicBaseUrl = options.publicBaseUrl?.replace(/\/$/, '');
  const sandbox = await createSandbox({ ...options, onError: options.onError ?? ((error) => server.log.error({ err: error }, 'graph sandbox failure')) });
  server.addHook('onClose', async () => sandbox.close());
  // Nothing leaves the sandbox before the state it shows is on disk: an acknowledged create survives kill -9, and a
  // read never reports an object a crash could still take back.
  server.addHook('onSend', async () => sandbox.durable());
  registerFormParser(server);

  const baseUrlOf = (request: FastifyRequest) => {
    if (publicBaseUrl) return publicBaseUrl;
    const urlPath = request.url.split('?')[0] ?? '';
    return `${request.protocol}://${request.host}${urlPath.slice(0, urlPath.indexOf('/_sandbox'))}`;
  };
  const cookiePath = browserCookiePath(dialogPath, graphPrefix);
  registerDialogRoutes(server, sandbox, dialogPath, cookiePath);
  registerControlRoutes(server, sandbox, graphPrefix, baseUrlOf, {
    controlKey: options.controlKey,
    ...(options.controlKeyHint ? { controlKeyHint: options.controlKeyHint } : {}),
  });
  registerGraphRoute(server, sandbox, graphPrefix, publicBaseUrl);
  options.onSandbox?.(sandbox);
};
