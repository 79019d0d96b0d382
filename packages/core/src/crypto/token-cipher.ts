import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface TokenKey {
  /** Positive integer written into every ciphertext, so older keys can still decrypt after a rotation. */
  version: number;
  /** 32 bytes. */
  key: Buffer;
}

export interface TokenCipher {
  /** `v{version}:{base64url(iv ‖ tag ‖ ciphertext)}` with AES-256-GCM and a fresh 96-bit IV. */
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  currentVersion: number;
}

export class TokenCipherError extends Error {
  override name = 'TokenCipherError';
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts platform access tokens at rest. New values use the current key; any listed previous key still decrypts,
 * so keys rotate without a migration (re-encrypt lazily on next write).
 */
export function createTokenCipher(current: TokenKey, previous: readonly TokenKey[] = []): TokenCipher {
  const keys = new Map([...previous, current].map((entry) => [entry.version, entry.key]));
  for (const [version, key] of keys) {
    if (key.length !== 32) throw new TokenCipherError(`Token key v${version} must be 32 bytes`);
  }
  return {
    currentVersion: current.version,
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `v${current.version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(ciphertext) {
      const match = /^v(\d+):([A-Za-z0-9_-]+)$/.exec(ciphertext);
      const key = match ? keys.get(Number(match[1])) : undefined;
      if (!match || !key) throw new TokenCipherError('Unknown token key version');
      const raw = Buffer.from(match[2] ?? '', 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new TokenCipherError('Ciphertext too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch (error) {
        throw new TokenCipherError('Ciphertext was altered or the key is wrong', { cause: error });
      }
    },
  };
}
