import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parsePreviousTokenKeys, parseTokenKey, type TokenKey, TokenKeyFormatError } from '@adfleet/core';

export class EncryptionKeyError extends Error {
  override name = 'EncryptionKeyError';
}

const KEY_BYTES = 32;

function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof TokenKeyFormatError) throw new EncryptionKeyError(error.message);
    throw error;
  }
}

export interface LoadedTokenKeys {
  key: Buffer;
  version: number;
  /** Older keys that still decrypt tokens written before a rotation. */
  previous: TokenKey[];
  source: 'environment' | 'data-dir' | 'generated';
}

/**
 * The key that encrypts stored platform tokens. Production must supply it; elsewhere a key is made once and kept
 * beside the embedded database (mode 600), so a fresh machine needs no manual step and tokens survive restarts.
 */
export async function loadTokenEncryptionKey(options: {
  configured: string | undefined;
  /** TOKEN_ENCRYPTION_PREVIOUS_KEYS: `version:base64,…`. */
  previous?: string | undefined;
  dataDir: string;
  production: boolean;
}): Promise<LoadedTokenKeys> {
  const withPrevious = (current: TokenKey, source: LoadedTokenKeys['source']): LoadedTokenKeys => ({
    key: current.key,
    version: current.version,
    previous: parsed(() => parsePreviousTokenKeys(options.previous, current)),
    source,
  });
  if (options.configured) return withPrevious(parsed(() => parseTokenKey(options.configured ?? '')), 'environment');
  if (options.production) {
    throw new EncryptionKeyError('TOKEN_ENCRYPTION_KEY is required when NODE_ENV=production. See .env.example.');
  }
  const file = path.join(path.resolve(options.dataDir), 'secrets', 'token-encryption-key');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    return withPrevious(parsed(() => parseTokenKey(stored)), 'data-dir');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return withPrevious({ version: 1, key }, 'generated');
}
