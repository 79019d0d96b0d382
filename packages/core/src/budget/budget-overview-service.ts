import { type AdAccountRow, type BudgetScope, countRecentBudgetChanges } from '@adfleet/db';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import { majorToMinor } from '../money/index.ts';
import { type BudgetAccountAccess, budgetAccounts } from './budget-accounts.ts';
import type { BudgetDeps } from './budget-deps.ts';
import { type AccountBudgetRead, type GraphBudgetHolder, readAccountBudgets } from './budget-graph-read.ts';
import { budgetPeriod, pacing } from './budget-pacing.ts';
import type { BudgetAccount, BudgetOverview, BudgetRow } from './budget-schemas.ts';
import { syncedBudgetOverview } from './budget-synced-rows.ts';
import { budgetThresholdStatuses } from './budget-thresholds.ts';

/** Meta lets an ad set's budget change this many times an hour. */
export const BUDGET_CHANGES_PER_HOUR = 4;
const HOUR_MS = 60 * 60_000;

const minor = (value: string | undefined) => (value !== undefined && Number(value) > 0 ? Number(value) : undefined);
const time = (value: string | undefined) => (value ? new Date(value) : null);

/** The budget a holder carries, if any: daily before lifetime (Meta allows only one). */
function holderBudget(holder: GraphBudgetHolder): { budgetType: 'daily' | 'lifetime'; budgetMinor: number } | undefined {
  const daily = minor(holder.daily_budget);
  if (daily) return { budgetType: 'daily', budgetMinor: daily };
  const lifetime = minor(holder.lifetime_budget);
  return lifetime ? { budgetType: 'lifetime', budgetMinor: lifetime } : undefined;
}

/** Rows of one account: each active campaign's budget, or (no campaign budget) its active ad sets' budgets. */
export function accountBudgetRows(account: AdAccountRow, read: AccountBudgetRead, now: Date): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const row = (holder: GraphBudgetHolder, objectType: 'campaign' | 'adset', campaignName: string): BudgetRow | undefined => {
    const budget = holderBudget(holder);
    if (!budget) return undefined;
    const endTime = time(holder.end_time ?? holder.stop_time);
    const period = budgetPeriod(budget.budgetType === 'daily' ? { type: 'daily' } : { type: 'lifetime', startTime: time(holder.start_time), endTime }, now, account.timezone_name);
    const spent = (budget.budgetType === 'daily' ? read.spendToday : read.spendLifetime).get(holder.id) ?? 0;
    const spentMinor = majorToMinor(spent, account.currency);
    const pace = pacing(budget.budgetMinor, spentMinor, period, now);
    return {
      accountId: account.id,
      platformId: FACEBOOK_PLATFORM_ID,
      accountName: account.name,
      adAccountId: account.ad_account_id,
      currency: account.currency,
      objectType,
      objectId: holder.id,
      name: holder.name,
      campaignName,
      ...budget,
      spentMinor,
      periodStart: period?.start ?? time(holder.start_time),
      periodEnd: period?.end ?? null,
      pacing: pace.status,
      projectedMinor: pace.projectedMinor,
      changesLeftThisHour: objectType === 'adset' ? BUDGET_CHANGES_PER_HOUR : null,
      readOnly: null,
    };
  };
  const adsetsByCampaign = Map.groupBy(read.adsets, (adset) => adset.campaign_id ?? '');
  for (const campaign of read.campaigns) {
    const own = row(campaign, 'campaign', campaign.name);
    if (own) rows.push(own);
    else for (const adset of adsetsByCampaign.get(campaign.id) ?? []) rows.push(...[row(adset, 'adset', campaign.name)].filter((item) => item !== undefined));
  }
  return rows;
}

/**
 * Every active budget across the workspace's accounts: Meta's read live, with spend so far, pacing, the account's
 * spend cap and threshold; TikTok's as last synced (shown, not changeable here). An account whose read fails is
 * listed with its error, so one bad account hides no other.
 */
export async function budgetOverview(deps: BudgetDeps, scope: BudgetScope, only?: ReadonlySet<string>): Promise<BudgetOverview> {
  const now = deps.now();
  const [all, thresholds] = await Promise.all([budgetAccounts(deps, scope), budgetThresholdStatuses(deps.db, scope, now)]);
  const thresholdOf = new Map(thresholds.map((threshold) => [threshold.accountId, threshold]));
  const synced = await syncedBudgetOverview(deps, scope, TIKTOK_PLATFORM_ID, now, thresholdOf);
  // A preview reads only the accounts of the rows it changes.
  const accesses = only ? all.filter(({ account }) => only.has(account.id)) : all;
  const reads = await Promise.all(accesses.map((access) => readAccess(deps, access)));
  const rows = reads.flatMap((read, index) => (read.ok ? accountBudgetRows((accesses[index] as BudgetAccountAccess).account, read.value, now) : []));
  const used = await countRecentBudgetChanges(deps.db, rows.filter((row) => row.objectType === 'adset').map((row) => row.objectId), new Date(now.getTime() - HOUR_MS));
  for (const row of rows) if (row.changesLeftThisHour !== null) row.changesLeftThisHour = Math.max(0, BUDGET_CHANGES_PER_HOUR - (used.get(row.objectId) ?? 0));
  const accounts = accesses.map(({ account }, index): BudgetAccount => {
    const read = reads[index];
    const value = read?.ok ? read.value : undefined;
    return {
      accountId: account.id,
      platformId: FACEBOOK_PLATFORM_ID,
      accountName: account.name,
      adAccountId: account.ad_account_id,
      currency: account.currency,
      spendCapMinor: minor(value?.spendCap) ?? null,
      amountSpentMinor: Number(value?.amountSpent ?? 0),
      minimumBudgetMinor: account.min_daily_budget === null ? null : Number(account.min_daily_budget),
      threshold: thresholdOf.get(account.id) ?? null,
      error: read?.ok ? null : (read?.error ?? null),
    };
  });
  const inScope = <T extends { accountId: string }>(items: T[]) => (only ? items.filter((item) => only.has(item.accountId)) : items);
  return { accounts: [...accounts, ...inScope(synced.accounts)], rows: [...rows, ...inScope(synced.rows)] };
}

type Read = { ok: true; value: AccountBudgetRead } | { ok: false; error: ReturnType<typeof userMessage> };

async function readAccess(deps: BudgetDeps, { account, call }: BudgetAccountAccess): Promise<Read> {
  if (!call) return { ok: false, error: userMessage('budgetConnectionInvalid', { account: account.name }) };
  try {
    return { ok: true, value: await readAccountBudgets(deps.graph, account.ad_account_id, call) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: userMessage('budgetReadFailed', { account: account.name, reason }) };
  }
}
