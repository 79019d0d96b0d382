import type { TokenKey } from './token-cipher.ts';

const KEY_BYTES = 32;

export class TokenKeyFormatError extends Error {
  override name = 'TokenKeyFormatError';
}

/**
 * One key as configured: `base64` (version 1) or `N:base64` (version N). Rotating means giving the new key a higher
 * version and moving the old one to the previous keys, which still decrypt what it wrote.
 */
export function parseTokenKey(spec: string, setting = 'TOKEN_ENCRYPTION_KEY'): TokenKey {
  const match = /^(?:(\d+):)?(\S+)$/.exec(spec.trim());
  const version = match?.[1] ? Number(match[1]) : 1;
  const key = Buffer.from(match?.[2] ?? '', 'base64');
  if (!match || version < 1 || !Number.isSafeInteger(version)) throw new TokenKeyFormatError(`${setting}: the key version must be a positive integer (N:base64)`);
  if (key.length !== KEY_BYTES) {
    throw new TokenKeyFormatError(
      `${setting} must be ${KEY_BYTES} random bytes in base64, optionally prefixed with its version as N: (got ${key.length} bytes). ` +
        `Make one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`,
    );
  }
  return { version, key };
}

/** `TOKEN_ENCRYPTION_PREVIOUS_KEYS`: comma-separated `version:base64` keys that only decrypt. */
export function parsePreviousTokenKeys(list: string | undefined, current: TokenKey): TokenKey[] {
  const keys = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!/^\d+:/.test(entry)) throw new TokenKeyFormatError('TOKEN_ENCRYPTION_PREVIOUS_KEYS: give each key as version:base64');
      return parseTokenKey(entry, 'TOKEN_ENCRYPTION_PREVIOUS_KEYS');
    });
  const versions = new Set([current.version]);
  for (const key of keys) {
    if (versions.has(key.version)) throw new TokenKeyFormatError(`Token key version ${key.version} is given twice; every key needs its own version`);
    versions.add(key.version);
  }
  return keys;
}

/** The form a key is handed to another process in (the worker): `N:base64`. */
export function formatTokenKey(key: TokenKey): string {
  return `${key.version}:${key.key.toString('base64')}`;
}
