import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { SANDBOX_TIKTOK_PATH } from '../tiktok-config.ts';

/**
 * In TikTok sandbox mode the TikTok Marketing API emulator and its authorization page live inside the app at
 * /sandbox/tiktok. With a real TikTok app configured (or TikTok off) nothing of it is mounted, so none of it is reachable,
 * nor loaded: the package is imported only here, in TikTok sandbox mode (with the Graph one, 6–8 MB, ADR 0061).
 */
export async function mountTikTokSandbox(server: FastifyInstance, config: ServerConfig, stateFile: string | undefined): Promise<boolean> {
  const { tiktok } = config;
  if (tiktok.mode !== 'sandbox' || !tiktok.sandbox) return false;
  const { tiktokSandboxPlugin } = await import('@adfleet/tiktok-sandbox');
  await server.register(tiktokSandboxPlugin, {
    prefix: SANDBOX_TIKTOK_PATH,
    appSecret: tiktok.appSecret,
    controlKey: tiktok.sandbox.controlKey,
    controlKeyHint: tiktok.sandbox.controlKeyHint,
    publicBaseUrl: `${config.publicUrl}${SANDBOX_TIKTOK_PATH}`,
    redirectUris: [tiktok.redirectUri],
    ...(stateFile ? { stateFile } : {}),
  });
  return true;
}
