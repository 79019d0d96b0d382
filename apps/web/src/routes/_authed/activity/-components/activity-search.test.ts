import { describe, expect, it } from 'vitest';
import { activityFeedInput, validateActivitySearch } from './activity-search';

describe('the activity page URL', () => {
  it('keeps known filters and drops malformed ones', () => {
    expect(validateActivitySearch({ action: 'clone.requested', account: 'act_7', since: '2026-11-01', until: '2026-11-20', group: false })).toEqual({
      action: 'clone.requested',
      account: 'act_7',
      since: '2026-11-01',
      until: '2026-11-20',
      group: false,
    });
    expect(validateActivitySearch({ action: 'drop.tables', since: 'yesterday', until: '2026-13-45', group: 'no' })).toEqual({});
  });

  it('asks the server for whole days: from midnight to the next midnight after `until`', () => {
    const input = activityFeedInput({ since: '2026-11-01', until: '2026-11-20', action: 'sync.failed' });
    expect(input).toEqual({ actions: ['sync.failed'], from: new Date(2026, 10, 1), to: new Date(2026, 10, 21), group: true });
    expect(activityFeedInput({ group: false })).toEqual({ group: false });
  });

  it("keeps the member filter as ?actor= and asks the server for that member's rows only", () => {
    const actor = '0b9a3c1e-5d2f-4a6b-8c7d-9e0f1a2b3c4d';
    expect(validateActivitySearch({ actor })).toEqual({ actor });
    expect(validateActivitySearch({ actor: 'ana' })).toEqual({});
    expect(activityFeedInput({ actor })).toEqual({ actorId: actor, group: true });
  });
});
