import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adRoutes } from './api/ad-routes.ts';
import { adgroupRoutes } from './api/adgroup-routes.ts';
import { advertiserRoutes } from './api/advertiser-routes.ts';
import { registerBodyErrorHandler } from './api/body-error-handler.ts';
import { campaignRoutes } from './api/campaign-routes.ts';
import { fileRoutes } from './api/file-routes.ts';
import { oauthRoutes } from './api/oauth-routes.ts';
import { registerApiRoutes } from './api/register-api-routes.ts';
import { reportRoutes } from './api/report-route.ts';
import { smartPlusRoutes } from './api/smart-plus-routes.ts';
import { registerAuthRoutes } from './auth-page/auth-routes.ts';
import { type ControlAccess, registerControlRoutes } from './control/control-routes.ts';
import { createTikTokSandbox, type TikTokSandbox, type TikTokSandboxOptions } from './sandbox.ts';

export interface TikTokSandboxPluginOptions extends TikTokSandboxOptions, ControlAccess {
  /**
   * The public URL the plugin is mounted at (e.g. http://localhost:3000/tiktok-sandbox), for image urls and the API
   * base the controls name. Default: derived from each request's protocol, Host and the mount prefix.
   */
  publicBaseUrl?: string;
  /** Called with the sandbox once it is ready, for hosts and tests that drive it directly. */
  onSandbox?: (sandbox: TikTokSandbox) => void;
}

/** The 10 MB TikTok allows for an ad image. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

function registerFormParser(server: FastifyInstance) {
  // The authorization page's form; values stay plain strings.
  if (server.hasContentTypeParser('application/x-www-form-urlencoded')) server.removeContentTypeParser('application/x-www-form-urlencoded');
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * The TikTok Marketing API sandbox as a Fastify plugin, registered with a `prefix` (e.g. /tiktok-sandbox): the API
 * under `{prefix}/open_api/v1.3/`, the authorization page at `{prefix}/portal/auth`, controls under `{prefix}/_sandbox`.
 * Register it without fastify-plugin so its body parsers stay inside it.
 */
export const tiktokSandboxPlugin: FastifyPluginAsync<TikTokSandboxPluginOptions> = async (server, options) => {
  const publicBaseUrl = options.publicBaseUrl?.replace(/\/$/, '');
  const sandbox = await createTikTokSandbox({ ...options, onError: options.onError ?? ((error) => server.log.error({ err: error }, 'tiktok sandbox failure')) });
  server.addHook('onClose', async () => sandbox.close());
  // Nothing leaves the sandbox before the state it shows is on disk: an acknowledged create survives kill -9.
  server.addHook('onSend', async () => sandbox.durable());
  registerFormParser(server);
  registerBodyErrorHandler(server, sandbox);
  await server.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });

  const prefix = server.prefix;
  const baseUrlOf = (request: FastifyRequest) => publicBaseUrl ?? `${request.protocol}://${request.host}${prefix}`;
  registerAuthRoutes(server, sandbox);
  registerControlRoutes(server, sandbox, baseUrlOf, { controlKey: options.controlKey, ...(options.controlKeyHint ? { controlKeyHint: options.controlKeyHint } : {}) });
  registerApiRoutes(server, sandbox, [...oauthRoutes, ...advertiserRoutes, ...campaignRoutes, ...adgroupRoutes, ...adRoutes, ...smartPlusRoutes, ...reportRoutes, ...fileRoutes], baseUrlOf);
  options.onSandbox?.(sandbox);
};
