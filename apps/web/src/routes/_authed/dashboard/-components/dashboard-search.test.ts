import { describe, expect, it } from 'vitest';
import { validateDashboardSearch } from './dashboard-search';

const ID = '0b7c1c8e-5f1a-4c43-9b7e-1f2a3b4c5d6e';

describe('the dashboard filters in the URL', () => {
  it('keeps valid account and business ids, once each', () => {
    expect(validateDashboardSearch({ accounts: [ID, ID], businesses: ['1234', 'b-100'] })).toEqual({ accounts: [ID], businesses: ['1234', 'b-100'] });
  });

  it('reads numeric business ids the URL parser turned into numbers', () => {
    expect(validateDashboardSearch({ businesses: [987654321] })).toEqual({ businesses: ['987654321'] });
  });

  it('drops what is not an id, and means "all" when nothing valid is left', () => {
    expect(validateDashboardSearch({ accounts: ['nope', 3], businesses: ["x'; drop", ''] })).toEqual({});
    expect(validateDashboardSearch({ accounts: ID })).toEqual({ accounts: [ID] });
    expect(validateDashboardSearch({})).toEqual({});
  });

  it('keeps the table order, fills a missing direction and drops an unknown column or the default order', () => {
    expect(validateDashboardSearch({ sort: 'roas', dir: 'asc' })).toEqual({ sort: 'roas', dir: 'asc' });
    expect(validateDashboardSearch({ sort: 'name' })).toEqual({ sort: 'name', dir: 'asc' });
    expect(validateDashboardSearch({ sort: 'cpc', dir: 'sideways' })).toEqual({ sort: 'cpc', dir: 'desc' });
    expect(validateDashboardSearch({ sort: 'password', dir: 'asc' })).toEqual({});
    expect(validateDashboardSearch({ sort: 'spend', dir: 'desc' })).toEqual({});
  });
});
