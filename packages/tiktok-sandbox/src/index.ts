export { TIKTOK_SANDBOX_APP_ID } from './constants.ts';
export { tiktokSandboxPlugin } from './plugin.ts';
export { newSandboxSecret } from './secrets/sandbox-secrets.ts';
export { buildTikTokSandboxServer, type TikTokSandboxServer } from './server.ts';
