import type { CallerScope, NewCloneTarget } from '@adfleet/db';
import { userMessage } from '../../messages/index.ts';
import type { RequestMeta } from '../../request-meta.ts';
import { type CloneDeps, storeOneSourceBatch } from '../clone-batch-store.ts';
import { effectiveNameTemplate } from '../clone-options.ts';
import { scheduledStart } from '../clone-schedule.ts';
import { type ParsedCloneRequest, requestedBudget } from '../clone-schemas.ts';
import { rateBook } from '../../currency/convert.ts';
import { dayOfInstant } from '../../dates/day.ts';
import { readTikTokTargetsFacts } from './tiktok-clone-facts.ts';
import { readTikTokCloneSource } from './tiktok-clone-source.ts';
import { tiktokSourceReadError } from './tiktok-clone-source-error.ts';
import { tiktokCloneAccounts } from './tiktok-clone-targets.ts';
import { tiktokTargetVerdicts } from './tiktok-clone-verdicts.ts';
import { plannedTarget } from '../clone-planned-target.ts';

export interface TikTokCloneSource {
  id: string;
  external_id: string;
  name: string;
  account_id: string;
}

/**
 * A TikTok campaign's clone request, stored as a Meta one is (the same batch, targets, audit rows and one
 * `clone.account` job per target that passed): the source tree read once beside the targets' facts, every target
 * checked as the preflight does, the snapshot stored with its platform.
 */
export async function startTikTokClone(deps: CloneDeps, scope: CallerScope, request: ParsedCloneRequest, source: TikTokCloneSource, meta?: RequestMeta): Promise<{ batchId: string; startsAt: Date | null }> {
  const { targets, sourceAccount, connection } = await tiktokCloneAccounts(deps.db, scope, source, request.targetAccounts, true);
  const token = deps.cipher.decrypt(connection.access_token_ciphertext);
  const [snapshot, facts] = await Promise.all([
    readTikTokCloneSource(deps.tiktok, { campaignId: source.external_id, advertiserId: sourceAccount.ad_account_id, currency: sourceAccount.currency }, { accessToken: token }).catch((error: unknown) => {
      throw tiktokSourceReadError(error);
    }),
    readTikTokTargetsFacts(deps, targets),
  ]);
  const now = deps.now();
  const startsAt = scheduledStart(request.options?.startAt, now);
  // The request's budgets are in each target's currency (the spec's reading; the dialog sends each one's): none is converted.
  const rates = { day: dayOfInstant(now), book: rateBook([]) };
  const verdicts = new Map(tiktokTargetVerdicts({ accounts: targets, facts, snapshot, sourceAccount, sourceName: source.name, request, rates, now }).map((verdict) => [verdict.account.id, verdict]));
  const budget = requestedBudget(request);
  const nameTemplate = effectiveNameTemplate(request);
  const planned: NewCloneTarget[] = targets.map((account) => {
    const target = plannedTarget(request, { nameTemplate, budgetHundredths: budget, sourceName: source.name, now }, account);
    // An advertiser TikTok did not answer for is not refused on a guess: its job meets TikTok's own checks.
    const refusal = verdicts.get(account.id)?.problems.find((problem) => problem.code !== 'preflightTikTokUnreadable');
    if (refusal) return { ...target, failed: { message: userMessage('cloneFailed', { account: account.name }), error: refusal } };
    return target;
  });

  return storeOneSourceBatch(
    deps,
    { scope, request, source, sourceAdAccountId: sourceAccount.ad_account_id, snapshot, nameTemplate, targetAccountIds: targets.map((account) => account.ad_account_id), planned, startsAt },
    now,
    meta,
  );
}
