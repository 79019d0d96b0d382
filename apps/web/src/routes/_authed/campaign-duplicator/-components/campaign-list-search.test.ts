import { describe, expect, it } from 'vitest';
import { activeFilterCount, campaignListInput, nextOrder, validateDuplicatorSearch } from './campaign-list-search';

describe('the Duplicator URL', () => {
  it('reads a shared link back into the same search, filters and order', () => {
    const search = validateDuplicatorSearch({ q: 'summer', account: 'act_2', status: 'PAUSED', objective: 'OUTCOME_SALES', sort: 'spend', dir: 'asc' });
    expect(search).toEqual({ q: 'summer', account: 'act_2', status: 'PAUSED', objective: 'OUTCOME_SALES', sort: 'spend', dir: 'asc' });
    expect(campaignListInput(search, { from: '2026-11-01', to: '2026-11-07' })).toEqual({
      search: 'summer', adAccountId: 'act_2', status: 'PAUSED', objective: 'OUTCOME_SALES', sort: 'spend', order: 'asc', from: '2026-11-01', to: '2026-11-07',
    });
  });

  it('drops unknown or malformed values instead of failing the page', () => {
    expect(validateDuplicatorSearch({ status: 'BOGUS', objective: 7, sort: 'cost', dir: 'up', q: '   ', account: '' })).toEqual({});
  });

  it('keeps numbers the router parsed as text: a Meta id, a searched number', () => {
    expect(validateDuplicatorSearch({ campaignId: 120000000000000, q: 2026 })).toEqual({ campaignId: '120000000000000', q: '2026' });
  });

  it('keeps the default order out of the URL, and lists newest first without one', () => {
    expect(validateDuplicatorSearch({ sort: 'created', dir: 'desc' })).toEqual({});
    expect(validateDuplicatorSearch({ dir: 'desc' })).toEqual({});
    expect(validateDuplicatorSearch({ sort: 'created', dir: 'asc' })).toEqual({ sort: 'created', dir: 'asc' });
    expect(campaignListInput({}, { from: '2026-11-07', to: '2026-11-07' })).toMatchObject({ sort: 'created', order: 'desc' });
  });

  it('flips the direction of the sorted column and starts another column at its natural end', () => {
    expect(nextOrder({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextOrder({}, 'created')).toEqual({ sort: 'created', dir: 'asc' });
    expect(nextOrder({}, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextOrder({ sort: 'name' }, 'spend')).toEqual({ sort: 'spend', dir: 'desc' });
  });

  it('counts the filters that narrow the list for the button badge', () => {
    expect(activeFilterCount({ q: 'x', sort: 'name' })).toBe(0);
    expect(activeFilterCount({ account: 'act_1', status: 'ACTIVE', objective: 'OUTCOME_LEADS' })).toBe(3);
  });
});
