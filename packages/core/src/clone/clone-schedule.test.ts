import { describe, expect, it } from 'vitest';
import { cloneBatchState, cloneStartAtSchema, scheduledStart } from './clone-schedule.ts';

const at = new Date('2026-12-01T09:00:00Z');
const counts = (patch: Partial<Parameters<typeof cloneBatchState>[0]>) => cloneBatchState({ startsAt: at, targets: 2, started: 0, finished: 0, cancelled: 0, ...patch });

describe('a batch’s state from its start time and targets', () => {
  it('is scheduled while no job of a batch with a start time has started, even with a target refused at the request', () => {
    expect(counts({})).toBe('scheduled');
    expect(counts({ finished: 1 })).toBe('scheduled');
  });

  it('runs once a job started, and ends completed, or cancelled when targets were cancelled', () => {
    expect(counts({ started: 1 })).toBe('running');
    expect(counts({ started: 2, finished: 2 })).toBe('completed');
    expect(counts({ finished: 2, cancelled: 1 })).toBe('cancelled');
    // Every target refused at the request: nothing is left to wait for.
    expect(counts({ finished: 2 })).toBe('completed');
  });

  it('never calls a batch asked to start at once scheduled', () => {
    expect(counts({ startsAt: null })).toBe('running');
  });
});

describe('options.startAt', () => {
  const hours = (count: number) => new Date(Date.now() + count * 60 * 60 * 1000).toISOString();

  it('takes an ISO time with its offset, up to 90 days ahead, with a minute’s tolerance for the past', () => {
    expect(cloneStartAtSchema.parse(hours(1))).toBeInstanceOf(Date);
    expect(cloneStartAtSchema.safeParse(hours(89 * 24)).success).toBe(true);
    expect(cloneStartAtSchema.safeParse(new Date(Date.now() - 30_000).toISOString()).success).toBe(true);
  });

  it('refuses a time in the past, too far ahead, or without a zone, each with its code', () => {
    expect(cloneStartAtSchema.safeParse(hours(-1)).error?.issues[0]?.message).toBe('cloneStartAtPast');
    expect(cloneStartAtSchema.safeParse(hours(91 * 24)).error?.issues[0]?.message).toBe('cloneStartAtTooFar');
    expect(cloneStartAtSchema.safeParse('2026-12-01T09:00').success).toBe(false);
  });

  it('means "now" once the time is no longer ahead', () => {
    expect(scheduledStart(at, new Date('2026-12-01T08:59:00Z'))).toEqual(at);
    expect(scheduledStart(at, new Date('2026-12-01T09:00:30Z'))).toBeUndefined();
    expect(scheduledStart(undefined, new Date())).toBeUndefined();
  });
});
