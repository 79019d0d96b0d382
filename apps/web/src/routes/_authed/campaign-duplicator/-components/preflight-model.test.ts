import { describe, expect, it } from 'vitest';
import type { ClonePreflightTarget } from './clone-types';
import { choicesFor, failingAccounts, preflightPassed, requestTargets } from './preflight-model';

const row = (adAccountId: string, over: Partial<ClonePreflightTarget> = {}): ClonePreflightTarget => ({
  adAccountId,
  accountName: adAccountId,
  currency: 'USD',
  pages: [],
  pixels: [],
  needsPage: true,
  needsPixel: false,
  needsDsa: false,
  pageId: 'p1',
  pixelId: null,
  minimumBudget: 1,
  budgetConversion: null,
  problems: [],
  warnings: [],
  ...over,
});

describe('preflight model', () => {
  it('asks about the choices of selected accounts only', () => {
    expect(choicesFor(['a', 'b'], { a: { pageId: 'p2' }, c: { pixelId: 'x' }, b: {} })).toEqual([{ adAccountId: 'a', pageId: 'p2' }]);
  });

  it('sends what each row would use, and only what the source needs', () => {
    expect(requestTargets(['a', 'b'], [row('a'), row('b', { pageId: null, needsPixel: true, pixelId: 'x1' })])).toEqual([
      { adAccountId: 'a', pageId: 'p1' },
      { adAccountId: 'b', pixelId: 'x1' },
    ]);
  });

  it('sends the EU DSA names typed, trimmed, only for rows that ask for them', () => {
    const choices = { a: { dsaPayor: ' Agency ', dsaBeneficiary: 'Brand' }, b: { dsaPayor: 'Agency' } };
    expect(choicesFor(['a', 'b'], choices)).toEqual([
      { adAccountId: 'a', dsaPayor: 'Agency', dsaBeneficiary: 'Brand' },
      { adAccountId: 'b', dsaPayor: 'Agency' },
    ]);
    expect(requestTargets(['a', 'b'], [row('a', { needsDsa: true }), row('b')], {}, choices)).toEqual([
      { adAccountId: 'a', pageId: 'p1', dsaPayor: 'Agency', dsaBeneficiary: 'Brand' },
      { adAccountId: 'b', pageId: 'p1' },
    ]);
  });

  it('passes only when every selected account has a clean row', () => {
    const failing = row('b', { problems: [{ code: 'preflightNoPage', params: { account: 'b' } }] });
    expect(preflightPassed(['a'], [row('a'), failing])).toBe(true);
    expect(preflightPassed(['a', 'b'], [row('a'), failing])).toBe(false);
    expect(preflightPassed(['a', 'c'], [row('a')])).toBe(false);
    expect(preflightPassed([], [row('a')])).toBe(false);
    expect(failingAccounts(['a', 'b'], [row('a'), failing])).toEqual(['b']);
  });
});
