import { describe, expect, it } from 'vitest';
import { initialTab, tabPlatformId } from './campaign-tabs';

describe('campaign tabs', () => {
  it('asks each platform tab for its own campaigns and Todas for every platform', () => {
    expect(tabPlatformId('facebook')).toBe(1);
    expect(tabPlatformId('tiktok')).toBe(2);
    expect(tabPlatformId('all')).toBeUndefined();
  });

  it("opens on TikTok's tab when the header names TikTok, else on Facebook's", () => {
    expect(initialTab(2)).toBe('tiktok');
    expect(initialTab(1)).toBe('facebook');
    expect(initialTab(null)).toBe('facebook');
  });
});
