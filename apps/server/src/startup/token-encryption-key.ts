import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export class EncryptionKeyError extends Error {
  override name = 'EncryptionKeyError';
}

const KEY_BYTES = 32;

export function parseEncryptionKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new EncryptionKeyError(
      `TOKEN_ENCRYPTION_KEY must be ${KEY_BYTES} random bytes in base64 (got ${key.length} bytes). ` +
        `Make one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`,
    );
  }
  return key;
}

/**
 * The key that encrypts stored platform tokens. Production must supply it; elsewhere a key is made once and kept
 * beside the embedded database (mode 600), so a fresh machine needs no manual step and tokens survive restarts.
 */
export async function loadTokenEncryptionKey(options: {
  configured: string | undefined;
  dataDir: string;
  production: boolean;
}): Promise<{ key: Buffer; source: 'environment' | 'data-dir' | 'generated' }> {
  if (options.configured) return { key: parseEncryptionKey(options.configured), source: 'environment' };
  if (options.production) {
    throw new EncryptionKeyError('TOKEN_ENCRYPTION_KEY is required when NODE_ENV=production. See .env.example.');
  }
  const file = path.join(path.resolve(options.dataDir), 'secrets', 'token-encryption-key');
  try {
    return { key: parseEncryptionKey((await fs.readFile(file, 'utf8')).trim()), source: 'data-dir' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return { key, source: 'generated' };
}
