import { describe, expect, it } from 'vitest';
import { START_NOW, startOptions, startTimeError } from './start-time-model';

const now = new Date(2026, 10, 24, 10, 0);

describe('the dialog’s start time', () => {
  it('sends nothing for "start immediately", so the request is today’s', () => {
    expect(startTimeError(START_NOW, now)).toBeUndefined();
    expect(startOptions(START_NOW)).toEqual({});
  });

  it('sends a scheduled start as an ISO time of the moment the person chose in their zone', () => {
    const choice = { kind: 'later' as const, local: '2026-11-25T09:30' };
    expect(startTimeError(choice, now)).toBeUndefined();
    expect(startOptions(choice)).toEqual({ options: { startAt: new Date(2026, 10, 25, 9, 30).toISOString() } });
  });

  it('refuses a missing, past or too distant time before asking the server', () => {
    expect(startTimeError({ kind: 'later', local: '' }, now)).toBe('required');
    expect(startTimeError({ kind: 'later', local: '2026-11-24T09:59' }, now)).toBe('past');
    expect(startTimeError({ kind: 'later', local: '2027-02-23T10:01' }, now)).toBe('tooFar');
    expect(startTimeError({ kind: 'later', local: '2027-02-22T10:00' }, now)).toBeUndefined();
  });
});
