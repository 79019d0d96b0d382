import { describe, expect, it } from 'vitest';
import { tiktokErrorKey } from './tiktok-error';

describe('tiktokErrorKey', () => {
  it('names the text for each reason the TikTok flow sends back', () => {
    expect(tiktokErrorKey('user_denied')).toBe('userDenied');
    expect(tiktokErrorKey('state_mismatch')).toBe('stateMismatch');
    expect(tiktokErrorKey('throttled')).toBe('rateLimited');
    expect(tiktokErrorKey('no_advertisers')).toBe('noAdvertisers');
    // A role that may not connect there, or a workspace left while on TikTok's page: said as such, not as a failure.
    expect(tiktokErrorKey('role')).toBe('roleRefused');
    expect(tiktokErrorKey('workspace_left')).toBe('workspaceLeft');
  });

  it('falls back to the general text for a reason it does not know, inherited names included', () => {
    expect(tiktokErrorKey('made_up')).toBe('generic');
    expect(tiktokErrorKey('toString')).toBe('generic');
    expect(tiktokErrorKey(undefined)).toBe('generic');
  });
});
