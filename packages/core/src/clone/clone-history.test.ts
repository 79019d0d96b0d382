import { describe, expect, it } from 'vitest';
import { cloneBatchState } from './clone-history.ts';

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
