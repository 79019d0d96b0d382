import { describe, expect, it } from 'vitest';
import { connectUrlFor } from './connected-accounts-table';

describe('connectUrlFor', () => {
  it('connects Facebook for all platforms or Facebook, TikTok otherwise', () => {
    expect(connectUrlFor(null)).toBe('/api/auth/facebook');
    expect(connectUrlFor(1)).toBe('/api/auth/facebook');
    expect(connectUrlFor(2)).toBe('/api/auth/tiktok');
  });
});
