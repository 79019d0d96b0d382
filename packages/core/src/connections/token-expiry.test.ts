import { describe, expect, it } from 'vitest';
import { tokenExpired, tokenExpiryWarning } from './token-expiry.ts';

const NOW = new Date('2027-01-10T09:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const endsIn = (ms: number) => new Date(NOW.getTime() + ms);

describe("a connection token's expiry", () => {
  it.each([
    ['never expires', null, null, false],
    ['ends in 30 days', endsIn(30 * DAY), null, false],
    ['ends in 7 days and a minute', endsIn(7 * DAY + 60_000), null, false],
    ['ends in exactly 7 days', endsIn(7 * DAY), 'week', false],
    ['ends in 2 days', endsIn(2 * DAY), 'week', false],
    ['ends in a day and a minute', endsIn(DAY + 60_000), 'week', false],
    ['ends in exactly a day', endsIn(DAY), 'day', false],
    ['ends in an hour', endsIn(HOUR), 'day', false],
    ['ends now', endsIn(0), null, true],
    ['ended yesterday', endsIn(-DAY), null, true],
  ] as const)('%s: warning %s, ended %s', (_label, expiresAt, warning, ended) => {
    expect(tokenExpiryWarning(expiresAt, NOW)).toBe(warning);
    expect(tokenExpired(expiresAt, NOW)).toBe(ended);
  });
});
