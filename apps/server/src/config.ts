import type { AppMode, FacebookCredentialsStatus } from '@adfleet/core';
import { facebookCredentialsStatus } from '@adfleet/core';
import { GRAPH_API_VERSION, type GraphApiVersion } from '@adfleet/core/graph';
import path from 'node:path';
import { CONTROL_KEY_FILE, SANDBOX_APP_ID, type SandboxSecrets } from '@adfleet/graph-sandbox/settings';
import type { TikTokSandboxSecrets } from '@adfleet/tiktok-sandbox/settings';
import type { ServerEnv } from './env.ts';
import { type TikTokAppConfig, tiktokConfigFromEnv } from './tiktok-config.ts';

/** Where the sandbox is mounted in sandbox mode. */
export const SANDBOX_GRAPH_PATH = '/sandbox/graph';
export const SANDBOX_DIALOG_PATH = '/sandbox/dialog/oauth';

interface MetaAppConfig {
  appId: string;
  appSecret: string;
  /** Graph API origin (and path prefix), without the version. */
  graphBaseUrl: string;
  graphVersion: GraphApiVersion;
  /** The OAuth dialog users are sent to. */
  dialogUrl: string;
  /** Where the dialog sends them back; registered in the Meta app. */
  redirectUri: string;
}

/** What the running server needs to know, resolved from the environment once and passed down as a dependency. */
export interface ServerConfig {
  mode: AppMode;
  publicUrl: string;
  facebookCredentials: FacebookCredentialsStatus;
  /** The real Meta app in Meta mode, the sandbox's built-in app (with this installation's secret) in sandbox mode. */
  meta: MetaAppConfig;
  /** Sandbox mode only: the key its /_sandbox controls need, and where an operator reads it. */
  sandbox?: { controlKey: string; controlKeyHint: string };
  /** TikTok's real Marketing API, the TikTok sandbox, or off (see tiktok-config.ts); independent of Meta's mode. */
  tiktok: TikTokAppConfig;
  tokenEncryptionKeyLoaded: boolean;
  trustProxy: boolean;
  version: string;
  /** Cookies get `Secure` and the `__Host-` prefix when the public URL is https. */
  secureCookies: boolean;
  /** How often each valid connection is synced. */
  syncIntervalMinutes: number;
  /** The sandbox outbox page (ADR 0037): sandbox mode outside production only, and keyed (ADR 0070), since it holds everyone's mail. */
  mailOutbox: boolean;
  /** How long a clone request waits for every target before answering "running" (default 15 s, CLONE_WAIT_MS). */
  cloneWaitMs?: number;
}

/** Sandbox mode is what runs without a complete set of Meta credentials. */
export function modeOf(env: Pick<ServerEnv, 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET'>): AppMode {
  return facebookCredentialsStatus({ FACEBOOK_APP_ID: env.FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: env.FACEBOOK_APP_SECRET }).configured ? 'meta' : 'sandbox';
}

/** Where the installation keeps the sandbox's app secret and control key (beside the token key), mode 600. */
export const sandboxSecretsFolder = (dataDir: string) => path.join(path.resolve(dataDir), 'secrets');

export function configFromEnv(
  env: ServerEnv,
  options: {
    tokenEncryptionKeyLoaded: boolean;
    version: string;
    /** Required in sandbox mode: see loadSandboxSecrets. */ sandboxSecrets?: SandboxSecrets;
    /** Required in TikTok sandbox mode: see loadTikTokSandboxSecrets. */ tiktokSandboxSecrets?: TikTokSandboxSecrets;
  },
): ServerConfig {
  const facebookCredentials = facebookCredentialsStatus({
    FACEBOOK_APP_ID: env.FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET: env.FACEBOOK_APP_SECRET,
  });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mode = modeOf(env);
  const secrets = options.sandboxSecrets;
  if (mode === 'sandbox' && !secrets) throw new Error('sandbox mode needs the installation sandbox secrets');
  const redirectUri = env.FACEBOOK_REDIRECT_URI ?? `${publicUrl}/api/auth/facebook/callback`;
  const meta: MetaAppConfig =
    mode === 'meta'
      ? {
          appId: env.FACEBOOK_APP_ID ?? '',
          appSecret: env.FACEBOOK_APP_SECRET ?? '',
          graphBaseUrl: 'https://graph.facebook.com',
          graphVersion: GRAPH_API_VERSION,
          dialogUrl: `https://www.facebook.com/${GRAPH_API_VERSION}/dialog/oauth`,
          redirectUri,
        }
      : {
          appId: SANDBOX_APP_ID,
          appSecret: secrets?.appSecret ?? '',
          graphBaseUrl: `${publicUrl}${SANDBOX_GRAPH_PATH}`,
          graphVersion: GRAPH_API_VERSION,
          dialogUrl: `${publicUrl}${SANDBOX_DIALOG_PATH}`,
          redirectUri,
        };
  return {
    mode,
    publicUrl,
    facebookCredentials,
    meta,
    ...(mode === 'sandbox' && secrets
      ? { sandbox: { controlKey: secrets.controlKey, controlKeyHint: path.join(sandboxSecretsFolder(env.DATA_DIR), CONTROL_KEY_FILE) } }
      : {}),
    tiktok: tiktokConfigFromEnv(env, publicUrl, options.tiktokSandboxSecrets),
    tokenEncryptionKeyLoaded: options.tokenEncryptionKeyLoaded,
    trustProxy: env.TRUST_PROXY,
    version: options.version,
    secureCookies: publicUrl.startsWith('https://'),
    syncIntervalMinutes: env.SYNC_INTERVAL_MINUTES,
    mailOutbox: mode === 'sandbox' && env.NODE_ENV !== 'production',
  };
}

