import { type BudgetScope, countRecentBudgetChanges } from '@adfleet/db';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import { type BudgetAccountAccess, budgetAccounts } from './budget-accounts.ts';
import type { BudgetDeps } from './budget-deps.ts';
import { type AccountBudgetRead, readAccountBudgets } from './budget-graph-read.ts';
import { BUDGET_CHANGES_PER_HOUR, metaAccountBudgets } from './budget-meta-rows.ts';
import { calendarWeekSoFar } from './budget-pacing.ts';
import type { BudgetAccount, BudgetOverview, BudgetRow } from './budget-schemas.ts';
import { convertDaily } from '../currency/convert.ts';
import { ratesOnDay } from '../currency/rates-on-day.ts';
import { targetCurrency } from '../dashboard/converted-totals.ts';
import { dayOfInstant } from '../dates/day.ts';
import { currencyOffset } from '../money/currency-offsets.ts';
import { syncedBudgetOverview } from './budget-synced-rows.ts';
import { budgetThresholdStatuses } from './budget-thresholds.ts';

const HOUR_MS = 60 * 60_000;

const minor = (value: string | undefined) => (value !== undefined && Number(value) > 0 ? Number(value) : undefined);

/**
 * Every active budget across the workspace's accounts: Meta's read live, with spend so far, pacing, the account's
 * spend cap and threshold; TikTok's as last synced (shown, not changeable here). Budgets whose schedule ended are
 * listed apart. An account whose read fails is listed with its error, so one bad account hides no other.
 */
export async function budgetOverview(deps: BudgetDeps, scope: BudgetScope, only?: ReadonlySet<string>): Promise<BudgetOverview> {
  const now = deps.now();
  const [all, thresholds] = await Promise.all([budgetAccounts(deps, scope), budgetThresholdStatuses(deps.db, scope, now)]);
  const thresholdOf = new Map(thresholds.map((threshold) => [threshold.accountId, threshold]));
  const synced = await syncedBudgetOverview(deps, scope, TIKTOK_PLATFORM_ID, now, thresholdOf);
  // A preview reads only the accounts of the rows it changes.
  const accesses = only ? all.filter(({ account }) => only.has(account.id)) : all;
  const reads = await Promise.all(accesses.map((access) => readAccess(deps, access, now)));
  const budgets = reads.map((read, index) => (read.ok ? metaAccountBudgets((accesses[index] as BudgetAccountAccess).account, read.value, now) : { rows: [], ended: [] }));
  const rows = budgets.flatMap((budget) => budget.rows);
  const used = await countRecentBudgetChanges(deps.db, rows.filter((row) => row.objectType === 'adset').map((row) => row.objectId), new Date(now.getTime() - HOUR_MS));
  for (const row of rows) if (row.changesLeftThisHour !== null) row.changesLeftThisHour = Math.max(0, BUDGET_CHANGES_PER_HOUR - (used.get(row.objectId) ?? 0));
  const accounts = accesses.map(({ account }, index): Omit<BudgetAccount, 'todayCeilingMinor'> => {
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
  const shown = [...rows, ...inScope(synced.rows)];
  const reportingCurrency = await targetCurrency(deps.db, scope, undefined);
  const todayCeilings = todayCeilingsByAccount(shown);
  return {
    accounts: [...accounts, ...inScope(synced.accounts)].map((account) => ({ ...account, todayCeilingMinor: todayCeilings.get(account.accountId) ?? null })),
    rows: shown,
    ended: [...budgets.flatMap((budget) => budget.ended), ...inScope(synced.ended)],
    reportingCurrency,
    worth: await worthIn(deps, shown, reportingCurrency, now),
  };
}

/** What each account's daily budgets may spend today together (their ceilings); accounts with none are absent. */
function todayCeilingsByAccount(rows: readonly BudgetRow[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) if (row.todayCeilingMinor !== null) sums.set(row.accountId, (sums.get(row.accountId) ?? 0) + row.todayCeilingMinor);
  return sums;
}

/** Each row's budget and spend in `currency` at today's rate (UTC's day, as the rates are published): money ranks by it. */
async function worthIn(deps: BudgetDeps, rows: readonly BudgetRow[], currency: string, now: Date): Promise<BudgetOverview['worth']> {
  const day = dayOfInstant(now);
  const book = await ratesOnDay(deps.db, [currency, ...rows.map((row) => row.currency)], day);
  const major = (row: BudgetRow, amountMinor: number) => amountMinor / currencyOffset(row.currency);
  const conversion = convertDaily(
    rows.map((row) => ({ day, currency: row.currency, objectId: row.objectId, budget: major(row, row.budgetMinor), spent: major(row, row.spentMinor) })),
    ['budget', 'spent'],
    currency,
    book,
  );
  return Object.fromEntries([
    ...conversion.rows.map((row) => [row.objectId, { budget: row.budget, spent: row.spent }] as const),
    ...conversion.unconverted.map((row) => [row.objectId, null] as const),
  ]);
}

type Read = { ok: true; value: AccountBudgetRead } | { ok: false; error: ReturnType<typeof userMessage> };

async function readAccess(deps: BudgetDeps, { account, call }: BudgetAccountAccess, now: Date): Promise<Read> {
  if (!call) return { ok: false, error: userMessage('budgetConnectionInvalid', { account: account.name }) };
  try {
    // The account's own days decide its "today" and its week, at the app's clock.
    return { ok: true, value: await readAccountBudgets(deps.graph, account.ad_account_id, call, calendarWeekSoFar(now, account.timezone_name)) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: userMessage('budgetReadFailed', { account: account.name, reason }) };
  }
}
