import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: proof that this browser signed in to this account before. Its value is
 * `userId.nonce.signature`, HMAC-SHA256 under a key only the servers hold, so it cannot be forged or moved to
 * another account; the nonce names the device, so failures from it can be counted against it alone.
 */
export interface DeviceCookie {
  userId: string;
  nonce: string;
}

/**
 * The signing key, derived from the token-encryption key with HKDF under its own label: every server process
 * already shares that key (production requires it), and the derived key reveals nothing about it.
 */
export function deriveDeviceCookieKey(tokenEncryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenEncryptionKey, Buffer.alloc(0), 'adfleet device cookie v1', 32));
}

function signature(key: Buffer, userId: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${userId}.${nonce}`).digest();
}

/** A new device cookie value for `userId`, with a fresh nonce (issued at every successful sign-in). */
export function issueDeviceCookie(key: Buffer, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${signature(key, userId, nonce).toString('base64url')}`;
}

/** The device a cookie value names, or null when it is malformed or not signed with `key`. */
export function verifyDeviceCookie(key: Buffer, value: string | undefined): DeviceCookie | null {
  const [userId, nonce, signed, extra] = value?.split('.') ?? [];
  if (!userId || !nonce || !signed || extra !== undefined) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(key, userId, nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, nonce };
}
