import type { OutputOf } from './fake-trpc';

type PreflightTarget = OutputOf<'clone.preflight'>['targets'][number];
type CloneResult = NonNullable<Extract<OutputOf<'clone.start'>, { results: unknown }>['results']>[number];
type BatchStatus = OutputOf<'clone.status'>;
type AccountStatus = BatchStatus['accounts'][number];
type HistoryItem = OutputOf<'clone.history'>['items'][number];

/** The campaign the Duplicator's tests clone (`campaignFixture`'s), as a batch names its source. */
const SUMMER_SALE = { id: 'c-uuid', name: 'Summer sale' };

/** A `clone.preflight` row for `adAccountId` that passes with nothing to choose (no page, pixel or DSA names), changed where a test says. */
export function preflightTarget(adAccountId: string, patch: Partial<PreflightTarget> = {}): PreflightTarget {
  return {
    adAccountId,
    accountName: adAccountId,
    currency: 'USD',
    pages: [],
    pixels: [],
    needsPage: false,
    needsPixel: false,
    needsDsa: false,
    pageId: null,
    pixelId: null,
    minimumBudget: 1,
    budgetConversion: null,
    problems: [],
    warnings: [],
    ...patch,
  };
}

/** One account's line of `clone.status`: its result, where its run stands, and the campaign it clones (Summer sale unless said). */
export function accountStatus(result: CloneResult, progress: Pick<AccountStatus, 'targetId' | 'state' | 'stepsDone' | 'stepsTotal'> & Partial<AccountStatus>): AccountStatus {
  return { ...result, currency: 'USD', sourceCampaign: SUMMER_SALE, ...progress };
}

/** `clone.status` of a batch of Summer sale that started when asked, changed where a test says. */
export function batchStatus(batch: Pick<BatchStatus, 'batchId' | 'status' | 'accounts' | 'successCount' | 'errorCount'> & Partial<BatchStatus>): BatchStatus {
  return { sourceCampaign: SUMMER_SALE, createdAt: new Date('2026-11-24T10:00:00Z'), startsAt: null, ...batch };
}

/** A `clone.history` row: one campaign into two accounts, running, changed where a test says. */
export function historyItem(batchId: string, patch: Partial<HistoryItem> = {}): HistoryItem {
  return {
    batchId,
    createdAt: new Date('2026-11-24T10:00:00Z'),
    sourceCampaignName: `Campaign ${batchId}`,
    nameTemplate: '{name} copy',
    targetCount: 2,
    successCount: 0,
    errorCount: 0,
    status: 'running',
    startsAt: null,
    campaignCount: 1,
    accountCount: 2,
    ...patch,
  };
}
