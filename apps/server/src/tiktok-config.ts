import path from 'node:path';
import { API_VERSION_PATH, AUTH_PAGE_PATH, CONTROL_KEY_FILE, TIKTOK_SANDBOX_APP_ID, type TikTokSandboxSecrets } from '@adfleet/tiktok-sandbox/settings';
import { EnvError, type ServerEnv } from './env.ts';

/** Where the TikTok sandbox is mounted, beside the Graph sandbox's /sandbox/graph. */
export const SANDBOX_TIKTOK_PATH = '/sandbox/tiktok';

/**
 * `tiktok`: TikTok's real Marketing API (TIKTOK_APP_ID and TIKTOK_APP_SECRET). `sandbox`: the TikTok sandbox mounted
 * in the server. `off`: production without a TikTok app and without ADFLEET_SANDBOX=allow, where demo advertisers
 * must not appear beside real Meta accounts.
 */
export type TikTokMode = 'tiktok' | 'sandbox' | 'off';

export interface TikTokAppConfig {
  mode: TikTokMode;
  appId: string;
  appSecret: string;
  /** Marketing API base, with the version path: `…/open_api/v1.3`. */
  apiBaseUrl: string;
  /** The advertiser authorization page users are sent to. */
  authUrl: string;
  /** Where the authorization page sends them back (registered as the app's advertiser redirect URL). */
  redirectUri: string;
  /** Sandbox mode only: the key its /_sandbox controls need, and where an operator reads it. */
  sandbox?: { controlKey: string; controlKeyHint: string };
}

type TikTokEnv = Pick<ServerEnv, 'TIKTOK_APP_ID' | 'TIKTOK_APP_SECRET' | 'NODE_ENV' | 'ADFLEET_SANDBOX' | 'DATA_DIR'>;

export function tiktokModeOf(env: TikTokEnv): TikTokMode {
  if (Boolean(env.TIKTOK_APP_ID) !== Boolean(env.TIKTOK_APP_SECRET)) {
    throw new EnvError('TIKTOK_APP_ID and TIKTOK_APP_SECRET go together: set both for TikTok’s Marketing API, or neither for the TikTok sandbox.');
  }
  if (env.TIKTOK_APP_ID) return 'tiktok';
  return env.NODE_ENV !== 'production' || env.ADFLEET_SANDBOX === 'allow' ? 'sandbox' : 'off';
}

export function tiktokConfigFromEnv(env: TikTokEnv, publicUrl: string, secrets: TikTokSandboxSecrets | undefined): TikTokAppConfig {
  const mode = tiktokModeOf(env);
  const redirectUri = `${publicUrl}/api/auth/tiktok/callback`;
  if (mode !== 'sandbox') {
    return {
      mode,
      appId: env.TIKTOK_APP_ID ?? '',
      appSecret: env.TIKTOK_APP_SECRET ?? '',
      apiBaseUrl: `https://business-api.tiktok.com${API_VERSION_PATH}`,
      authUrl: 'https://business-api.tiktok.com/portal/auth',
      redirectUri,
    };
  }
  if (!secrets) throw new Error('the TikTok sandbox needs the installation’s TikTok sandbox secrets');
  return {
    mode,
    appId: TIKTOK_SANDBOX_APP_ID,
    appSecret: secrets.appSecret,
    apiBaseUrl: `${publicUrl}${SANDBOX_TIKTOK_PATH}${API_VERSION_PATH}`,
    authUrl: `${publicUrl}${SANDBOX_TIKTOK_PATH}${AUTH_PAGE_PATH}`,
    redirectUri,
    sandbox: { controlKey: secrets.controlKey, controlKeyHint: path.join(path.resolve(env.DATA_DIR), 'secrets', CONTROL_KEY_FILE) },
  };
}
