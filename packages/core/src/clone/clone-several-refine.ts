import type { z } from 'zod';
import { issueCode } from '../validation/zod-issue-message.ts';
import { MAX_CLONE_JOBS, severalCampaignIds } from './clone-several-limits.ts';

interface SeveralFields {
  campaignId: string;
  campaignIds?: string[] | undefined;
  targetAccounts: string[];
  targets?: { budget?: string | number | undefined }[] | undefined;
}

/**
 * The rules of a request for several campaigns: `campaignIds` includes `campaignId`, campaigns × accounts stays
 * within one batch's cap, and no per-account budget (each clone takes its own campaign's).
 */
export function refineSeveralCampaigns(request: SeveralFields, ctx: z.RefinementCtx): void {
  if (request.campaignIds && !request.campaignIds.includes(request.campaignId)) {
    ctx.addIssue({ code: 'custom', path: ['campaignIds'], message: issueCode('cloneSeveralMustListCampaign') });
  }
  const several = severalCampaignIds(request);
  if (!several) return;
  const jobs = several.length * new Set(request.targetAccounts).size;
  if (jobs > MAX_CLONE_JOBS) ctx.addIssue({ code: 'custom', path: ['campaignIds'], message: issueCode('cloneSeveralTooManyJobs'), params: { count: jobs, max: MAX_CLONE_JOBS } });
  request.targets?.forEach((target, index) => {
    if (target.budget !== undefined && target.budget !== '') ctx.addIssue({ code: 'custom', path: ['targets', index, 'budget'], message: issueCode('cloneSeveralOwnBudget') });
  });
}
