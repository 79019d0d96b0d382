import { describe, expect, it } from 'vitest';
import { groupByBusiness } from './account-groups';

describe('grouping accounts by business', () => {
  it('keeps each business’s accounts together, in order, and puts accounts without a business last', () => {
    const rows = [
      { name: 'solo', businessId: null, businessName: null },
      { name: 'a1', businessId: '1', businessName: 'Andes' },
      { name: 'a2', businessId: '1', businessName: 'Andes' },
      { name: 'n1', businessId: '2', businessName: 'Northwind' },
    ];
    expect(groupByBusiness(rows).map((group) => [group.businessName, group.accounts.map((row) => row.name)])).toEqual([
      ['Andes', ['a1', 'a2']],
      ['Northwind', ['n1']],
      [null, ['solo']],
    ]);
  });
});
