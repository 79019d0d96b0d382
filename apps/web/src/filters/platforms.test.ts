import { describe, expect, it } from 'vitest';
import { ofPlatform, platformDisplayName, platformFilterOf, platformIdOf, platformNameOf } from './platforms';

describe('platform filters', () => {
  it('maps the header selection to the server filter', () => {
    expect(platformFilterOf(null)).toBe('all');
    expect(platformFilterOf(1)).toBe('facebook');
    expect(platformFilterOf(2)).toBe('tiktok');
    expect(platformFilterOf(99)).toBe('all');
  });

  it('reads a platform named in the URL, and all platforms for an unknown name', () => {
    expect(platformIdOf('facebook')).toBe(1);
    expect(platformIdOf('tiktok')).toBe(2);
    expect(platformIdOf('myspace')).toBeNull();
    expect(platformIdOf(undefined)).toBeNull();
  });

  it('names platforms from the given list', () => {
    expect(platformNameOf(3, [{ id: 3, name: 'google' }])).toBe('google');
    expect(platformDisplayName('facebook')).toBe('Facebook');
    expect(platformDisplayName('tiktok')).toBe('TikTok');
    expect(platformDisplayName('google')).toBe('Google');
  });

  it("keeps the header platform's items, or every item for all platforms", () => {
    const items = [{ id: 'a', platformId: 1 }, { id: 'b', platformId: 2 }];
    expect(ofPlatform(items, null).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(ofPlatform(items, 1).map(({ id }) => id)).toEqual(['a']);
    expect(ofPlatform(items, 2).map(({ id }) => id)).toEqual(['b']);
  });
});
