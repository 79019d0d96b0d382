import { describe, expect, it } from 'vitest';
import { type CloneOptionValues, DEFAULT_CLONE_OPTIONS, requestOptions, withCloneOptions, withOptionErrors } from './clone-options-model';

const options = (patch: Partial<CloneOptionValues>): CloneOptionValues => ({ ...DEFAULT_CLONE_OPTIONS, ...patch });

describe('clone options in the duplicate form', () => {
  it('send nothing for an untouched form, so the spec’s request stays as it was', () => {
    expect(requestOptions(DEFAULT_CLONE_OPTIONS, '')).toBeUndefined();
  });

  it.each([
    ['keep the original name', { name: 'original' }, '', { name: 'original' }],
    ['campaign only', { depth: 'campaign' }, '', { duplicateAdSets: false, duplicateAds: false }],
    ['campaign and ad sets', { depth: 'adsets' }, '', { duplicateAds: false }],
    ['paused items left out', { includePaused: false }, '', { includePaused: false }],
    ['a typed multiplier, written the Spanish way', {}, '1,5', { budgetMultiplier: 1.5 }],
    ['everything at once', { name: 'original', depth: 'adsets', includePaused: false }, '2', { name: 'original', duplicateAds: false, includePaused: false, budgetMultiplier: 2 }],
  ] as const)('send only what the person chose: %s', (_case, patch, multiplier, expected) => {
    expect(requestOptions(options(patch), multiplier)).toEqual(expected);
  });

  it('never sends ads without their ad sets: there is no choice that asks for it', () => {
    for (const depth of ['campaign', 'adsets', 'ads'] as const) {
      const sent = requestOptions(options({ depth }), '') ?? {};
      expect(sent.duplicateAdSets === false && sent.duplicateAds !== false).toBe(false);
    }
  });

  it('drop the name template and its error when each copy keeps the original name', () => {
    const request = { campaignId: 'c', nameTemplate: '', budgetType: 'daily' as const, targetAccounts: ['act_1'] };
    expect(withCloneOptions(request, options({ name: 'original' }), '')).toEqual({ campaignId: 'c', budgetType: 'daily', targetAccounts: ['act_1'], options: { name: 'original' } });
    expect(withCloneOptions({ ...request, nameTemplate: 'X' }, DEFAULT_CLONE_OPTIONS, '')).toEqual({ ...request, nameTemplate: 'X' });
    expect(withOptionErrors({ nameTemplate: 'nameRequired', budget: 'budgetRequired' }, options({ name: 'original' }))).toEqual({ budget: 'budgetRequired' });
    expect(withOptionErrors({ nameTemplate: 'nameRequired' }, DEFAULT_CLONE_OPTIONS)).toEqual({ nameTemplate: 'nameRequired' });
  });
});
