export { API_VERSION_PATH, AUTH_PAGE_PATH, DEFAULT_LIMITS, TIKTOK_SANDBOX_APP_ID } from './constants.ts';
export { CONTROL_KEY_HEADER, type ControlAccess } from './control/control-routes.ts';
export { CODES as TIKTOK_CODES } from './errors/tiktok-errors.ts';
export { tiktokSandboxPlugin, type TikTokSandboxPluginOptions } from './plugin.ts';
export type { TikTokSandbox, TikTokSandboxOptions } from './sandbox.ts';
export { APP_SECRET_FILE, CONTROL_KEY_FILE, loadTikTokSandboxSecrets, newSandboxSecret, type TikTokSandboxSecrets } from './secrets/sandbox-secrets.ts';
export { buildTikTokSandboxServer, type TikTokSandboxServer } from './server.ts';
