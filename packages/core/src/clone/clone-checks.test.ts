import { describe, expect, it } from 'vitest';
import { dsaNeeds, type TargetFacts, targetsEu, targetVerdict, type VerdictInput } from './clone-checks.ts';
import type { CloneSnapshot } from './clone-source.ts';

describe('targetVerdict', () => {
  const read = (over: Partial<Extract<TargetFacts, { kind: 'read' }>> = {}): TargetFacts => ({
    kind: 'read',
    audiences: [],
    grantedPermissions: ['ads_management', 'ads_read', 'business_management'],
    accountStatus: 'ACTIVE',
    pages: [{ id: 'p1', name: 'Page 1' }],
    pixels: [{ id: 'x1', name: 'Pixel 1' }],
    ...over,
  });
  const base: VerdictInput = { account: { name: 'Acme', currency: 'USD', minDailyBudget: 100 }, facts: read(), needs: { pageIds: ['p1'], pixelIds: ['x1'] }, choice: {}, suggest: true };
  const codes = (input: Partial<VerdictInput>) => targetVerdict({ ...base, ...input }).problems.map((problem) => problem.code);

  it('keeps the source page and pixel when the account may use them', () => {
    expect(targetVerdict(base)).toMatchObject({ pageId: 'p1', pixelId: 'x1', minimumBudget: 1, problems: [] });
  });

  it('pre-selects the only page or pixel the account has, as advice; the rule never guesses', () => {
    const other = read({ pages: [{ id: 'p9', name: 'Other' }], pixels: [{ id: 'x9', name: 'Other' }] });
    expect(targetVerdict({ ...base, facts: other })).toMatchObject({ pageId: 'p9', pixelId: 'x9', problems: [] });
    expect(codes({ facts: other, suggest: false })).toEqual(['preflightPageChoose', 'preflightPixelChoose']);
  });

  it('asks for a choice among several, says when there is none, and names an unusable choice', () => {
    const several = read({ pages: [{ id: 'p8', name: 'A' }, { id: 'p9', name: 'B' }], pixels: [] });
    expect(codes({ facts: several })).toEqual(['preflightPageChoose', 'preflightNoPixel']);
    expect(targetVerdict({ ...base, facts: several, choice: { pageId: 'p9' } })).toMatchObject({ pageId: 'p9' });
    expect(targetVerdict({ ...base, facts: several, choice: { pageId: 'p1' } }).problems[0]).toEqual({ code: 'preflightPageUnusable', params: { account: 'Acme', pageId: 'p1' } });
  });

  it('needs no page or pixel when the source uses none', () => {
    expect(targetVerdict({ ...base, facts: read({ pages: [], pixels: [] }), needs: { pageIds: [], pixelIds: [] } })).toMatchObject({ pageId: null, pixelId: null, problems: [] });
  });

  it('checks the budget against the minimum in the account currency', () => {
    const cop = { name: 'Café', currency: 'COP', minDailyBudget: 4000 };
    expect(codes({ account: cop, budgetHundredths: 399_900 })).toEqual(['preflightBudgetBelowMinimum']);
    expect(codes({ account: cop, budgetHundredths: 400_000 })).toEqual([]);
    expect(codes({ account: { name: 'Tokyo', currency: 'JPY', minDailyBudget: 150 }, budgetHundredths: 14_900 })).toEqual(['preflightBudgetBelowMinimum']);
  });

  it('asks for the EU DSA payor and beneficiary only when neither the source, the account defaults nor the target give them', () => {
    const eu = { ...base.needs, dsa: { payor: true, beneficiary: true } };
    expect(targetVerdict({ ...base, needs: eu })).toMatchObject({ needsDsa: true, problems: [{ code: 'preflightDsaMissing', params: { account: 'Acme' } }] });
    expect(targetVerdict({ ...base, needs: eu, choice: { dsaPayor: 'Agency' } })).toMatchObject({ needsDsa: true, problems: [{ code: 'preflightDsaMissing' }] });
    expect(targetVerdict({ ...base, needs: eu, choice: { dsaPayor: 'Agency', dsaBeneficiary: 'Brand' } })).toMatchObject({ needsDsa: true, problems: [] });
    expect(targetVerdict({ ...base, needs: eu, facts: read({ dsaDefaults: { payor: 'Agency', beneficiary: 'Brand' } }) })).toMatchObject({ needsDsa: false, problems: [] });
    // A default for one, the target's own for the other.
    expect(targetVerdict({ ...base, needs: eu, facts: read({ dsaDefaults: { payor: 'Agency' } }), choice: { dsaBeneficiary: 'Brand' } }).problems).toEqual([]);
    expect(targetVerdict({ ...base, needs: { ...base.needs, dsa: { payor: false, beneficiary: false } } })).toMatchObject({ needsDsa: false, problems: [] });
  });

  it('refuses a source Meta lets no one copy first, whatever the account offers or whether Meta answered for it', () => {
    const asc = { campaign: { id: 'c', name: 'Always On', objective: 'OUTCOME_SALES', smart_promotion_type: 'AUTOMATED_SHOPPING_ADS' }, adsets: [] };
    expect(targetVerdict({ ...base, source: asc }).problems).toEqual([{ code: 'preflightLegacyShoppingCampaign', params: { campaign: 'Always On', account: 'Acme' } }]);
    expect(codes({ source: asc, facts: { kind: 'unread' } })).toEqual(['preflightUnreadable', 'preflightLegacyShoppingCampaign']);
    expect(codes({ source: { ...asc, campaign: { ...asc.campaign, smart_promotion_type: 'GUIDED_CREATION' } } })).toEqual([]);
  });

  it('reports the token, missing permissions, an inactive account and a long name', () => {
    expect(codes({ facts: { kind: 'tokenRejected' } })).toEqual(['preflightTokenInvalid']);
    expect(codes({ facts: { kind: 'unread' } })).toEqual(['preflightUnreadable']);
    expect(targetVerdict({ ...base, facts: read({ grantedPermissions: ['ads_read'] }) }).problems).toEqual([
      { code: 'preflightPermissionsMissing', params: { account: 'Acme', permissions: 'ads_management, business_management' } },
    ]);
    expect(codes({ facts: read({ accountStatus: 'DISABLED' }) })).toEqual(['preflightAccountInactive']);
    expect(codes({ campaignName: 'x'.repeat(401) })).toEqual(['preflightNameTooLong']);
  });
});

describe('EU DSA', () => {
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
