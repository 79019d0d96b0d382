/**
 * What a host needs to configure the sandbox before mounting it (its paths, app id, where its secrets live), without
 * loading the sandbox itself: a server with a real TikTok app never imports more of this package (ADR 0061).
 */
export { API_VERSION_PATH, AUTH_PAGE_PATH, TIKTOK_SANDBOX_APP_ID } from './constants.ts';
export { CONTROL_KEY_FILE, loadTikTokSandboxSecrets, type TikTokSandboxSecrets } from './secrets/sandbox-secrets.ts';
