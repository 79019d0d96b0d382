import { describe, expect, it } from 'vitest';
import { businessesOf } from './workspace-businesses';

describe('the businesses a client can be given', () => {
  it('lists each business of the accounts once, by name, and leaves out accounts without one', () => {
    const accounts = [
      { businessId: '22', businessName: 'Zeta Foods' },
      { businessId: '11', businessName: 'Acme' },
      { businessId: '22', businessName: 'Zeta Foods' },
      { businessId: null, businessName: null },
      { businessId: '33', businessName: null },
    ];
    expect(businessesOf(accounts)).toEqual([
      { id: '33', name: '33' },
      { id: '11', name: 'Acme' },
      { id: '22', name: 'Zeta Foods' },
    ]);
  });
});
