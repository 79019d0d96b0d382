import { describe, expect, it } from 'vitest';
import { activityPlatformId } from './activity-platform';

describe('the platform of an activity row', () => {
  it('is the platform a connect or disconnect row names', () => {
    expect(activityPlatformId({ platform: 'tiktok', adAccountCount: 2 })).toBe(2);
    expect(activityPlatformId({ platform: 'facebook' })).toBe(1);
  });

  it("is the platform of the ad account a sync, clone or budget row concerns", () => {
    expect(activityPlatformId({ runId: 'r', adAccountId: '7001000000001' })).toBe(2);
    expect(activityPlatformId({ batchId: 'b', adAccountId: 'act_42' })).toBe(1);
    expect(activityPlatformId({ targetAccounts: ['7001', '7002'] })).toBe(2);
  });

  it('is none for a row about no platform (a sign-in, a connection-wide sync)', () => {
    expect(activityPlatformId({ method: 'password' })).toBeNull();
    expect(activityPlatformId({ runId: 'r', adAccountId: null })).toBeNull();
  });
});
