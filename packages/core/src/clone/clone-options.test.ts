import { describe, expect, it } from 'vitest';
import { cloneDepth, cloneOptionsSchema, effectiveNameTemplate, scaledBudgetMinor } from './clone-options.ts';
import { cloneRequestSchema } from './clone-schemas.ts';

const request = { campaignId: 'c1', nameTemplate: '{name} – {account}', budgetType: 'daily', dailyBudget: '5000', targetAccounts: ['act_1'] } as const;
const issuesOf = (input: unknown) => {
  const parsed = cloneRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('clone options', () => {
  it('are optional: a request without them parses as before', () => {
    expect(cloneRequestSchema.parse(request).options).toBeUndefined();
  });

  it.each([
    ['multiplier 0', { budgetMultiplier: 0 }, 'options.budgetMultiplier'],
    ['multiplier above 100', { budgetMultiplier: 100.5 }, 'options.budgetMultiplier'],
    ['ads without their ad sets', { duplicateAdSets: false, duplicateAds: true }, 'options.duplicateAds'],
    ['a start that is not a date-time', { startAt: 'tomorrow' }, 'options.startAt'],
    ['an unknown name choice', { name: 'copy' }, 'options.name'],
  ])('refuse %s on its own field', (_case, options, path) => {
    expect(issuesOf({ ...request, options }).map(([at]) => at)).toEqual([path]);
  });

  it('names the rule broken when ads are asked without ad sets', () => {
    expect(issuesOf({ ...request, options: { duplicateAdSets: false, duplicateAds: true } })).toEqual([['options.duplicateAds', 'cloneOptionsAdsNeedAdSets']]);
  });

  it('accept the whole agreed shape', () => {
    const startAt = new Date(Date.now() + 60 * 60 * 1000);
    const options = { name: 'original', budgetMultiplier: 0.01, duplicateAdSets: true, duplicateAds: false, includePaused: false } as const;
    // The start is read as the moment it names, whatever offset it was written with.
    expect(cloneOptionsSchema.parse({ ...options, startAt: startAt.toISOString().replace('Z', '+00:00') })).toEqual({ ...options, startAt });
  });

  it('need no name template when each clone keeps the original name, and require one otherwise', () => {
    const { nameTemplate: _template, ...untitled } = request;
    const parsed = cloneRequestSchema.parse({ ...untitled, options: { name: 'original' } });
    expect(effectiveNameTemplate(parsed)).toBe('{name}');
    expect(effectiveNameTemplate({ nameTemplate: 'X {name}', options: { name: 'original' } })).toBe('{name}');
    expect(effectiveNameTemplate({ nameTemplate: 'X {name}', options: { name: 'new' } })).toBe('X {name}');
    expect(issuesOf(untitled)).toEqual([['nameTemplate', 'fieldRequired']]);
    expect(issuesOf({ ...request, nameTemplate: '  ' })).toEqual([['nameTemplate', 'fieldRequired']]);
  });

  it.each([
    [{}, 'ads'],
    [{ duplicateAds: false }, 'adsets'],
    [{ duplicateAdSets: false }, 'campaign'],
    [{ duplicateAdSets: true, duplicateAds: true }, 'ads'],
  ] as const)('depth of %o is %s', (options, depth) => {
    expect(cloneDepth(options)).toBe(depth);
  });

  it.each([
    [2500, 'USD', 1.5, 'USD', 3750],
    [2500, 'USD', 1.5, 'JPY', 38],
    [3000, 'JPY', 1.5, 'USD', 450000],
    [1, 'USD', 0.01, 'USD', 1],
  ])('scales %d %s × %d into %s minor units: %d', (minor, from, multiplier, to, expected) => {
    expect(scaledBudgetMinor(minor, from, multiplier, to)).toBe(expected);
  });
});
