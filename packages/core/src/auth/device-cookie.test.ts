import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveDeviceCookieKey, issueDeviceCookie, verifyDeviceCookie } from './device-cookie.ts';

describe('device cookies', () => {
  const tokenKey = randomBytes(32);
  const key = deriveDeviceCookieKey(tokenKey);

  it('names the account it was issued for, with a new device nonce each time', () => {
    const first = verifyDeviceCookie(key, issueDeviceCookie(key, 'user-1'));
    const second = verifyDeviceCookie(key, issueDeviceCookie(key, 'user-1'));
    expect(first?.userId).toBe('user-1');
    expect(second?.userId).toBe('user-1');
    expect(first?.nonce).not.toBe(second?.nonce);
  });

  it('refuses a cookie moved to another account, signed with another key, or malformed', () => {
    const value = issueDeviceCookie(key, 'user-1');
    const [, nonce, signature] = value.split('.');
    expect(verifyDeviceCookie(key, `user-2.${nonce}.${signature}`)).toBeNull();
    expect(verifyDeviceCookie(deriveDeviceCookieKey(randomBytes(32)), value)).toBeNull();
    for (const malformed of [undefined, '', 'user-1', `${value}.extra`, `user-1.${nonce}.`]) expect(verifyDeviceCookie(key, malformed)).toBeNull();
  });

  it('signs with a key of its own, not the token-encryption key itself', () => {
    expect(key.equals(tokenKey)).toBe(false);
    expect(verifyDeviceCookie(tokenKey, issueDeviceCookie(key, 'user-1'))).toBeNull();
  });
});
