import { describe, expect, it } from 'vitest';
import { activityDaysAfter, activityFeedInput, validateActivitySearch } from './activity-search';

// Any moment will do: every expectation below is reckoned from it, none from the day the test runs.
const now = new Date(2026, 10, 25, 15, 30);

describe('the activity page URL', () => {
  it('keeps known filters and drops malformed ones', () => {
    expect(validateActivitySearch({ action: 'clone.requested', account: 'act_7', from: '2026-11-01', to: '2026-11-20', group: false })).toEqual({
      action: 'clone.requested',
      account: 'act_7',
      from: '2026-11-01',
      to: '2026-11-20',
      group: false,
    });
    expect(validateActivitySearch({ action: 'drop.tables', from: 'yesterday', to: '2026-13-45', group: 'no' })).toEqual({});
  });

  it('names every filter it drops, so the raw value cannot pass through to the page', () => {
    const search = validateActivitySearch({ action: 'clone', actor: 'ana', from: '2026-02-30', to: '2026-03-01' });
    for (const key of ['action', 'account', 'actor', 'from', 'to', 'group']) expect(search).toHaveProperty(key, undefined);
  });

  it('reads days as the header does: both ends, in order', () => {
    expect(validateActivitySearch({ from: '2026-11-01' })).toEqual({});
    expect(validateActivitySearch({ from: '2026-11-20', to: '2026-11-01' })).toEqual({});
    expect(validateActivitySearch({ from: '2026-11-20', to: '2026-11-20' })).toEqual({ from: '2026-11-20', to: '2026-11-20' });
  });

  it('asks the server for whole days: from midnight to the next midnight after `to`', () => {
    const input = activityFeedInput({ from: '2026-11-01', to: '2026-11-20', action: 'sync.failed' }, now);
    expect(input).toEqual({ actions: ['sync.failed'], from: new Date(2026, 10, 1), to: new Date(2026, 10, 21), group: true });
    expect(activityFeedInput({ group: false }, now)).toEqual({ group: false });
  });

  it('keeps the days within what the server accepts: nothing after today, nothing before the log keeps', () => {
    expect(activityFeedInput({ from: '2026-11-20', to: '2030-01-01' }, now)).toMatchObject({ from: new Date(2026, 10, 20), to: new Date(2026, 10, 26) });
    // A range wholly in the future or wholly forgotten is empty, not refused.
    const future = activityFeedInput({ from: '2030-01-01', to: '2030-01-02' }, now);
    expect(future.from).toEqual(future.to);
    const past = activityFeedInput({ from: '2001-01-01', to: '2001-01-31' }, now);
    expect(past.from).toEqual(past.to);
    expect(past.from!.getTime()).toBeGreaterThan(new Date(2023, 9, 25).getTime());
  });

  it('completes a range from one day field: a start runs to today, an end from the first kept day; clearing clears both', () => {
    expect(activityDaysAfter({}, { from: '2026-11-01' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(activityDaysAfter({ from: '2026-11-01', to: '2026-11-10' }, { from: '2026-11-05' }, now)).toEqual({ from: '2026-11-05', to: '2026-11-10' });
    expect(activityDaysAfter({}, { to: '2026-11-10' }, now)).toEqual({ from: '2023-10-26', to: '2026-11-10' });
    expect(activityDaysAfter({ from: '2026-11-01', to: '2026-11-10' }, { to: undefined }, now)).toEqual({ from: undefined, to: undefined });
  });

  it("keeps the member filter as ?actor= and asks the server for that member's rows only", () => {
    const actor = '0b9a3c1e-5d2f-4a6b-8c7d-9e0f1a2b3c4d';
    expect(validateActivitySearch({ actor })).toEqual({ actor });
    expect(validateActivitySearch({ actor: 'ana' })).toEqual({});
    expect(activityFeedInput({ actor }, now)).toEqual({ actorId: actor, group: true });
  });
});
