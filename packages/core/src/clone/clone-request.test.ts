import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages/render-message.ts';
import { firstIssueMessageOf, issueMessage } from '../validation/zod-issue-message.ts';
import { cloneDepth, cloneOptionsSchema, cloneRequestSchema, cloneStartAtSchema, effectiveNameTemplate, renderNameTemplate, scheduledStart } from './clone-request.ts';

describe('name templates', () => {
  it('fills {name}, {account} and {date} and leaves other braces alone', () => {
    expect(renderNameTemplate('{name} – {account} {date} {x}', { name: 'Spring', account: 'EU', date: '2026-11-23' })).toBe('Spring – EU 2026-11-23 {x}');
  });
});

describe('clone request validation', () => {
  const valid = { campaignId: 'c1', nameTemplate: 'A - CLON', budgetType: 'daily', dailyBudget: '1000', targetAccounts: ['act_1'] };
  const said = (input: object, language: 'en' | 'es') => {
    const result = cloneRequestSchema.safeParse(input);
    return result.success ? undefined : renderMessage(firstIssueMessageOf(result.error), language);
  };

  it('names each refused field in words, in both languages', () => {
    expect(said(valid, 'en')).toBeUndefined();
    expect(said({ ...valid, nameTemplate: '  ' }, 'en')).toBe('Campaign name is required.');
    expect(said({ ...valid, nameTemplate: '  ' }, 'es')).toBe('El campo «Nombre de la campaña» es obligatorio.');
    expect(said({ ...valid, nameTemplate: 'x'.repeat(401) }, 'en')).toBe('Campaign name is too long (400 characters at most).');
    expect(said({ ...valid, budgetType: 'weekly' }, 'es')).toBe('El campo «Tipo de presupuesto» debe ser uno de: daily, lifetime.');
    expect(said({ ...valid, targetAccounts: [] }, 'en')).toBe('Target ad accounts: choose at least 1.');
    expect(said({ ...valid, dailyBudget: '10.5' }, 'en')).toBe('Daily budget must be a positive whole number of cents.');
    expect(said({ ...valid, dailyBudget: 0 }, 'es')).toBe('El campo «Presupuesto diario» debe ser un número entero positivo de centavos.');
    expect(said({ ...valid, budgetType: 'lifetime' }, 'en')).toBe('Lifetime budget must be a positive whole number of cents.');
  });

  it('drops empty optional ids', () => {
    expect(cloneRequestSchema.parse({ ...valid, pixelId: '', pageId: ' ' })).toMatchObject({ pixelId: undefined, pageId: undefined });
  });
});

describe('clone options', () => {
  const request = { campaignId: 'c1', nameTemplate: '{name} – {account}', budgetType: 'daily', dailyBudget: '5000', targetAccounts: ['act_1'] } as const;
  const issuesOf = (input: unknown) => {
    const parsed = cloneRequestSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

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
});

describe('options.startAt', () => {
  const at = new Date('2026-12-01T09:00:00Z');
  const hours = (count: number) => new Date(Date.now() + count * 60 * 60 * 1000).toISOString();

  it('takes an ISO time with its offset, up to 90 days ahead, with a minute’s tolerance for the past', () => {
    expect(cloneStartAtSchema.parse(hours(1))).toBeInstanceOf(Date);
    expect(cloneStartAtSchema.safeParse(hours(89 * 24)).success).toBe(true);
    expect(cloneStartAtSchema.safeParse(new Date(Date.now() - 30_000).toISOString()).success).toBe(true);
  });

  it('refuses a time in the past, too far ahead, or without a zone, each with its code', () => {
    expect(cloneStartAtSchema.safeParse(hours(-1)).error?.issues[0]?.message).toBe('cloneStartAtPast');
    expect(cloneStartAtSchema.safeParse(hours(91 * 24)).error?.issues[0]?.message).toBe('cloneStartAtTooFar');
    expect(cloneStartAtSchema.safeParse('2026-12-01T09:00').success).toBe(false);
  });

  it('means "now" once the time is no longer ahead', () => {
    expect(scheduledStart(at, new Date('2026-12-01T08:59:00Z'))).toEqual(at);
    expect(scheduledStart(at, new Date('2026-12-01T09:00:30Z'))).toBeUndefined();
    expect(scheduledStart(undefined, new Date())).toBeUndefined();
  });
});

describe('a clone request for several campaigns', () => {
  const base = { campaignId: '1', nameTemplate: '{name}', budgetType: 'daily', targetAccounts: ['act_1', 'act_2'] } as const;
  const messages = (input: object) => {
    const parsed = cloneRequestSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), ...issueMessage(issue) }));
  };

  it('needs no budget of its own: each clone takes its campaign’s', () => {
    expect(messages({ ...base, campaignIds: ['1', '2', '3'] })).toEqual([]);
  });

  it('is still the spec’s single clone, budget required, when it names one campaign', () => {
    expect(messages({ ...base, campaignIds: ['1'] }).map((issue) => issue.code)).toEqual(['budgetPositiveWhole']);
    expect(messages({ ...base, campaignIds: ['1', '1'] }).map((issue) => issue.code)).toEqual(['budgetPositiveWhole']);
  });

  it('must list the campaign given as campaignId', () => {
    expect(messages({ ...base, campaignIds: ['2', '3'] })).toEqual([{ path: 'campaignIds', code: 'cloneSeveralMustListCampaign', params: { field: { field: 'campaignIds' } } }]);
  });

  it('refuses more than 200 clones (campaigns × accounts), saying how many were asked', () => {
    const campaignIds = Array.from({ length: 20 }, (_, index) => String(index + 1));
    const targetAccounts = Array.from({ length: 11 }, (_, index) => `act_${index}`);
    expect(messages({ ...base, campaignIds, targetAccounts })).toEqual([{ path: 'campaignIds', code: 'cloneSeveralTooManyJobs', params: { field: { field: 'campaignIds' }, count: 220, max: 200 } }]);
    expect(messages({ ...base, campaignIds, targetAccounts: targetAccounts.slice(0, 10) })).toEqual([]);
  });

  it('refuses more than 20 campaigns', () => {
    expect(messages({ ...base, campaignIds: Array.from({ length: 21 }, (_, index) => String(index + 1)) }).map((issue) => issue.code)).toContain('fieldTooMany');
  });

  it('refuses a per-account budget, which one number cannot give campaigns of different sizes', () => {
    expect(messages({ ...base, campaignIds: ['1', '2'], targets: [{ adAccountId: 'act_2', budget: '5000' }] })).toEqual([
      { path: 'targets.0.budget', code: 'cloneSeveralOwnBudget', params: { field: { field: 'budget' } } },
    ]);
  });
});
