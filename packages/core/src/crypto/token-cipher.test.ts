import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, TokenCipherError } from './token-cipher.ts';

const key = (version: number) => ({ version, key: randomBytes(32) });

describe('token cipher', () => {
  it('round-trips, with a fresh IV every time and the key version in front', () => {
    const cipher = createTokenCipher(key(1));
    const a = cipher.encrypt('EAAB-secret-token');
    const b = cipher.encrypt('EAAB-secret-token');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(cipher.decrypt(a)).toBe('EAAB-secret-token');
  });

  it('decrypts values written with a previous key after a rotation', () => {
    const old = key(1);
    const written = createTokenCipher(old).encrypt('old token');
    const rotated = createTokenCipher(key(2), [old]);
    expect(rotated.decrypt(written)).toBe('old token');
    expect(rotated.encrypt('new')).toMatch(/^v2:/);
  });

  it('refuses tampered ciphertext, unknown versions and wrong keys', () => {
    const cipher = createTokenCipher(key(1));
    const value = cipher.encrypt('token');
    const flipped = value.slice(0, -2) + (value.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(flipped)).toThrow(TokenCipherError);
    expect(() => cipher.decrypt(value.replace('v1:', 'v9:'))).toThrow('Unknown token key version');
    expect(() => createTokenCipher(key(1)).decrypt(value)).toThrow(TokenCipherError);
  });
});
