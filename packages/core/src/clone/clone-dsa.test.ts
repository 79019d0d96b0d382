import { describe, expect, it } from 'vitest';
import { dsaNeeds, targetsEu } from './clone-dsa.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';

const adset = (id: string, targeting: Record<string, unknown>, dsa: { dsa_payor?: string; dsa_beneficiary?: string } = {}) => ({ id, name: id, targeting, ...dsa });
const snapshotWith = (adsets: CloneSnapshot['adsets']): CloneSnapshot => ({
  sourceAccountId: '1',
  sourceCurrency: 'EUR',
  campaign: { id: 'c', name: 'c', objective: 'OUTCOME_SALES' },
  adsets,
  creatives: [],
  ads: [],
  imageHashes: [],
});

describe('EU DSA', () => {
  it.each([
    [{ geo_locations: { countries: ['es'] } }, true],
    [{ geo_locations: { countries: ['US', 'FR'] } }, true],
    [{ geo_locations: { country_groups: ['europe'] } }, true],
    [{ geo_locations: { country_groups: ['worldwide'] } }, true],
    [{ geo_locations: { countries: ['GB', 'CH', 'NO'] } }, false],
    [{}, false],
  ])('targetsEu(%j) is %s', (targeting, expected) => {
    expect(targetsEu(targeting)).toBe(expected);
  });

  it('needs from the target only what an EU ad set of the source leaves unsaid', () => {
    expect(dsaNeeds(snapshotWith([adset('us', { geo_locations: { countries: ['US'] } })]))).toEqual({ payor: false, beneficiary: false });
    expect(dsaNeeds(snapshotWith([adset('es', { geo_locations: { countries: ['ES'] } }, { dsa_payor: 'A', dsa_beneficiary: 'B' })]))).toEqual({ payor: false, beneficiary: false });
    expect(dsaNeeds(snapshotWith([adset('es', { geo_locations: { countries: ['ES'] } }, { dsa_payor: 'A' }), adset('us', { geo_locations: { countries: ['US'] } })]))).toEqual({ payor: false, beneficiary: true });
    expect(dsaNeeds(snapshotWith([adset('es', { geo_locations: { countries: ['ES'] } }, { dsa_payor: 'A', dsa_beneficiary: 'B' }), adset('de', { geo_locations: { countries: ['DE'] } })]))).toEqual({ payor: true, beneficiary: true });
  });
});
