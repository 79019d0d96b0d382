import {
  type AdAccountRow,
  campaignIdsByExternalId,
  type ConnectionRow,
  markConnectionSynced,
  recordAdAccountSync,
  requeueSyncRun,
  type SyncTrigger,
  upsertAccountInsights,
  upsertCampaignInsights,
  upsertCampaigns,
} from '@adfleet/db';
import { recordLatestUsage } from '../ad-accounts/account-usage-recorder.ts';
import { notifyReachedBudgetThresholds } from '../budget/budget-threshold-notices.ts';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { decideFailure } from '../failure/failure-policy.ts';
import { syncAdAccountJob } from '../jobs/sync-ad-account-job.ts';
import { userMessage } from '../messages/index.ts';
import { accountReaderFor } from './account-reader.ts';
import { storeAdSetLevel } from './ad-set-sync-step.ts';
import { addDays } from '../dates/day.ts';
import { localDate } from '../dates/local-date.ts';
import { describeFailure, failureKind } from './sync-failure.ts';
import { recordRunFailed, recordRunStarted, recordRunSucceeded, type RunRef } from './sync-runs.ts';
import type { SyncDeps } from './sync-deps.ts';
import { invalidateConnectionToken } from './token-invalidation.ts';

/**
 * Days re-read on every sync (late attribution changes recent days), and read once on the first sync: today and the
 * 90 whole days before it, so the longest preset, Last 90 days, is complete from the first sync (ADR 0074).
 */
const RECENT_INSIGHT_DAYS = 3;
const BACKFILL_INSIGHT_DAYS = 91;

export interface AdAccountSyncOptions {
  runId: string;
  trigger: SyncTrigger;
  finalAttempt: boolean;
  signal?: AbortSignal;
}

export type AdAccountSyncOutcome = { outcome: 'succeeded' | 'deferred' | 'superseded' | 'skipped'; stats: Record<string, number> };

/**
 * One ad account: campaigns changed since the last high-water mark (all of them the first time), ad sets and ads,
 * and daily account, campaign and ad-set insights for the recent days (90 the first time), read by the account's
 * platform (Meta in two batched round trips, ADR 0046; TikTok, ADR 0053) and written in one transaction with the
 * run's end, so a crash leaves nothing half-synced. Failures are
 * recorded before they are rethrown.
 */
export async function syncAdAccount(deps: SyncDeps, account: AdAccountRow, connection: ConnectionRow, options: AdAccountSyncOptions): Promise<AdAccountSyncOutcome> {
  const run: RunRef = { runId: options.runId, workspaceId: account.workspace_id, startedBy: connection.connected_by, kind: 'ad_account', trigger: options.trigger, adAccountExternalId: account.ad_account_id };
  // A duplicate delivery of a run that has ended (the recovery sweep closed it, or another delivery did) reads nothing.
  if (!(await deps.db.transaction().execute((trx) => recordRunStarted(trx, run, deps.now())))) return { outcome: 'skipped', stats: {} };
  try {
    const accessToken = deps.cipher.decrypt(connection.access_token_ciphertext);
    const updatedSince = account.campaigns_synced_until ? Math.floor(account.campaigns_synced_until.getTime() / 1000) : undefined;
    const startedAt = deps.now();
    const today = localDate(startedAt, account.timezone_name);
    const backfill = account.insights_backfilled_at === null;
    const timeRange = { since: addDays(today, -((backfill ? BACKFILL_INSIGHT_DAYS : RECENT_INSIGHT_DAYS) - 1)), until: today };
    const read = await accountReaderFor(deps, account.platform_id)(
      account,
      accessToken,
      { ...(updatedSince !== undefined ? { updatedSince } : {}), insights: timeRange, today, recentDays: RECENT_INSIGHT_DAYS },
      options.signal,
    );

    return await deps.db.transaction().execute(async (trx) => {
      // The connection's row before any of its accounts', the order connecting takes them in: a sync ending while the
      // same person connects again waits its turn instead of deadlocking with it.
      await markConnectionSynced(trx, connection.id, deps.now());
      const owner = { workspaceId: account.workspace_id, adAccountId: account.id, platformId: account.platform_id };
      await upsertCampaigns(trx, read.campaigns.map((campaign) => ({ ...owner, ...campaign })));
      const campaignIds = await campaignIdsByExternalId(trx, account.id);
      // Insights of campaigns the platform no longer lists (deleted, archived) have no row to hang on; the account totals keep them.
      const known = read.campaignRows.flatMap(({ campaignExternalId, ...metrics }) => {
        const campaignId = campaignIds.get(campaignExternalId);
        return campaignId ? [{ ...metrics, campaignId }] : [];
      });
      await upsertAccountInsights(trx, account.id, read.accountRows);
      await upsertCampaignInsights(trx, account.id, known);
      const adSetStats = await storeAdSetLevel(trx, account, read, campaignIds, startedAt);
      const highWater = read.campaigns.reduce((latest, campaign) => Math.max(latest, campaign.updatedAt.getTime()), account.campaigns_synced_until?.getTime() ?? 0);
      await recordAdAccountSync(trx, account.id, {
        lastSyncedAt: deps.now(),
        campaignsSyncedUntil: highWater > 0 ? new Date(highWater) : null,
        ...(backfill ? { insightsBackfilledAt: startedAt } : {}),
      });
      await recordLatestUsage(trx, deps.graph, account);
      const stats = {
        campaignsRead: read.campaigns.length,
        accountInsightDays: read.accountRows.length,
        campaignInsightRows: known.length,
        insightDays: backfill ? BACKFILL_INSIGHT_DAYS : RECENT_INSIGHT_DAYS,
        ...adSetStats,
      };
      await recordRunSucceeded(trx, run, stats, deps.now());
      await notifyReachedBudgetThresholds(trx, account.id, deps.now());
      return { outcome: 'succeeded' as const, stats };
    });
  } catch (error) {
    const decision = decideFailure(error, { tries: 0, maxTries: 0, finalAttempt: options.finalAttempt });
    if (decision.action === 'defer') return deferThrottled(deps, account, run, decision.afterMs);
    const kind = failureKind(error, options.finalAttempt);
    if (kind === 'retry') await requeueSyncRun(deps.db, run.runId);
    else {
      await deps.db.transaction().execute(async (trx) => {
        if (kind === 'token') await invalidateConnectionToken(deps, trx, connection, error);
        await recordRunFailed(trx, run, describeFailure(error), {}, deps.now());
      });
    }
    throw error;
  }
}

/**
 * The platform's block outlasted what its client waits in place: the same run is queued again for when the block
 * lifts. Being throttled is not a failure, so no retry is spent and nothing is recorded as failed.
 */
async function deferThrottled(deps: SyncDeps, account: AdAccountRow, run: RunRef, afterMs: number): Promise<AdAccountSyncOutcome> {
  const startAfter = new Date(deps.now().getTime() + afterMs);
  return deps.db.transaction().execute(async (trx): Promise<AdAccountSyncOutcome> => {
    const jobId = await deps.jobs.send(trx, syncAdAccountJob.name, { adAccountId: account.id, runId: run.runId, trigger: run.trigger }, { singletonKey: account.id, startAfter });
    if (jobId) {
      await requeueSyncRun(trx, run.runId);
      return { outcome: 'deferred' as const, stats: { deferredMs: startAfter.getTime() - deps.now().getTime() } };
    }
    // Another sync of this account is already queued and will read the same data; this run ends here.
    await recordRunFailed(trx, run, userMessage(account.platform_id === TIKTOK_PLATFORM_ID ? 'syncRunTikTokThrottled' : 'syncRunThrottled'), {}, deps.now());
    return { outcome: 'superseded' as const, stats: {} };
  });
}
