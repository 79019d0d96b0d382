import { loadSandboxSecrets } from '@adfleet/graph-sandbox/settings';
import { loadTikTokSandboxSecrets } from '@adfleet/tiktok-sandbox/settings';
import packageJson from '../../package.json' with { type: 'json' };
import { configFromEnv, modeOf, sandboxSecretsFolder, type ServerConfig } from '../config.ts';
import type { ServerEnv } from '../env.ts';
import { tiktokModeOf } from '../tiktok-config.ts';
import { type LoadedTokenKeys, loadTokenEncryptionKey } from './token-encryption-key.ts';

export interface Installation {
  encryptionKey: LoadedTokenKeys;
  config: ServerConfig;
}

/**
 * This installation's secrets and the configuration they complete: the token key (from the environment, or kept in
 * DATA_DIR and generated there on first start outside production) and, in sandbox mode, the sandboxes' app secrets and
 * control keys, generated on first start too, so no two installations share the secret that signs in to them. The
 * launcher loads them first (writing any that are missing) and hands the token key to its children; the server
 * process finds the same files.
 */
export async function loadInstallation(env: ServerEnv): Promise<Installation> {
  const encryptionKey = await loadTokenEncryptionKey({
    configured: env.TOKEN_ENCRYPTION_KEY,
    previous: env.TOKEN_ENCRYPTION_PREVIOUS_KEYS,
    dataDir: env.DATA_DIR,
    production: env.NODE_ENV === 'production',
  });
  const sandboxSecrets = modeOf(env) === 'sandbox' ? await loadSandboxSecrets(sandboxSecretsFolder(env.DATA_DIR)) : undefined;
  const tiktokSandboxSecrets = tiktokModeOf(env) === 'sandbox' ? await loadTikTokSandboxSecrets(sandboxSecretsFolder(env.DATA_DIR)) : undefined;
  const config = configFromEnv(env, {
    tokenEncryptionKeyLoaded: true,
    version: packageJson.version,
    ...(sandboxSecrets ? { sandboxSecrets } : {}),
    ...(tiktokSandboxSecrets ? { tiktokSandboxSecrets } : {}),
  });
  return { encryptionKey, config };
}
