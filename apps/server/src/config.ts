import type { AppMode } from '@adfleet/core';
import { facebookCredentialsStatus, type FacebookCredentialsStatus } from '@adfleet/core';
import type { ServerEnv } from './env.ts';

/** What the running server needs to know, resolved from the environment once and passed down as a dependency. */
export interface ServerConfig {
  mode: AppMode;
  publicUrl: string;
  facebookCredentials: FacebookCredentialsStatus;
  tokenEncryptionKeyLoaded: boolean;
  trustProxy: boolean;
  version: string;
  /** Cookies get `Secure` and the `__Host-` prefix when the public URL is https. */
  secureCookies: boolean;
}

export function configFromEnv(env: ServerEnv, options: { tokenEncryptionKeyLoaded: boolean; version: string }): ServerConfig {
  const facebookCredentials = facebookCredentialsStatus({
    FACEBOOK_APP_ID: env.FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET: env.FACEBOOK_APP_SECRET,
  });
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    mode: facebookCredentials.configured ? 'meta' : 'sandbox',
    publicUrl,
    facebookCredentials,
    tokenEncryptionKeyLoaded: options.tokenEncryptionKeyLoaded,
    trustProxy: env.TRUST_PROXY,
    version: options.version,
    secureCookies: publicUrl.startsWith('https://'),
  };
}
