import { describe, expect, it } from 'vitest';
import { EXPIRY_WARNING_DAYS, graphApiVersionStatus } from './graph-api-versions.ts';

describe('the Graph API version watch', () => {
  it('calls a version current while more than 60 days are left, with its dates', () => {
    expect(graphApiVersionStatus('v25.0', new Date('2026-12-24T23:59:00Z'))).toEqual({
      version: 'v25.0',
      released: '2026-02-18',
      expires: '2027-02-23',
      daysLeft: 61,
      state: 'current',
    });
  });

  it('warns from 60 days before the expiry day to its eve, counting UTC calendar days', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(60);
    expect(graphApiVersionStatus('v25.0', new Date('2026-12-25T00:00:00Z'))).toMatchObject({ daysLeft: 60, state: 'expiring' });
    expect(graphApiVersionStatus('v25.0', new Date('2027-02-22T23:59:59Z'))).toMatchObject({ daysLeft: 1, state: 'expiring' });
  });

  it('calls a version expired from its expiry day on', () => {
    expect(graphApiVersionStatus('v25.0', new Date('2027-02-23T00:00:00Z'))).toMatchObject({ daysLeft: 0, state: 'expired' });
    expect(graphApiVersionStatus('v22.0', new Date('2026-11-22T12:00:00Z'))).toMatchObject({ expires: '2026-02-19', daysLeft: -276, state: 'expired' });
  });

  it('takes an expiry Meta has not announced as fine, whatever the date', () => {
    for (const today of ['2026-11-04T00:00:00Z', '2031-01-01T00:00:00Z']) {
      expect(graphApiVersionStatus('v27.0', new Date(today))).toEqual({ version: 'v27.0', released: '2026-11-04', expires: null, daysLeft: null, state: 'current' });
    }
  });
});
