import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation/zod-issue-message.ts';
import { cloneRequestSchema } from './clone-schemas.ts';

const base = { campaignId: '1', nameTemplate: '{name}', budgetType: 'daily', targetAccounts: ['act_1', 'act_2'] } as const;
const messages = (input: object) => {
  const parsed = cloneRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), ...issueMessage(issue) }));
};

describe('a clone request for several campaigns', () => {
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
