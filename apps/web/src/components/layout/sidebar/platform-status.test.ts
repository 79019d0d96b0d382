import { describe, expect, it } from 'vitest';
import { platformBadgeOf, platformBadges } from './platform-status';

describe('platformBadgeOf', () => {
  it('says reconnection is needed before anything else, then connected, then syncing', () => {
    expect(platformBadgeOf({ connected: true, syncing: true, error: true })).toBe('reconnect');
    expect(platformBadgeOf({ connected: false, syncing: false, error: true })).toBe('reconnect');
    expect(platformBadgeOf({ connected: true, syncing: true, error: false })).toBe('connected');
    expect(platformBadgeOf({ connected: false, syncing: true, error: false })).toBe('syncing');
    expect(platformBadgeOf({ connected: false, syncing: false, error: false })).toBeNull();
  });
});

describe('platformBadges', () => {
  it('lists only the platforms with a badge', () => {
    const none = { connected: false, syncing: false, error: false };
    expect(platformBadges({ facebook: { ...none, connected: true }, tiktok: none })).toEqual([{ name: 'facebook', badge: 'connected' }]);
    expect(platformBadges({ facebook: { ...none, connected: true, error: true }, tiktok: none })).toEqual([{ name: 'facebook', badge: 'reconnect' }]);
    expect(platformBadges({ facebook: none, tiktok: none })).toEqual([]);
  });
});
