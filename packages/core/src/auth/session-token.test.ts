import { describe, expect, it } from 'vitest';
import { generateSessionToken, sessionIdFromToken } from './session-token.ts';

describe('session tokens', () => {
  it('are 20 random bytes in base32 (160 bits), different every time', () => {
    const tokens = Array.from({ length: 50 }, generateSessionToken);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(new Set(tokens).size).toBe(50);
  });

  it('are stored as their SHA-256, which is stable and not the token', () => {
    const token = generateSessionToken();
    expect(sessionIdFromToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdFromToken(token)).toBe(sessionIdFromToken(token));
    expect(sessionIdFromToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
