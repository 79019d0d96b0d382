import { type BudgetScope, listAdAccounts, listSyncedCampaignBudgets, type SyncedCampaignBudgetRow, workspaceScopeOf } from '@adfleet/db';
import { localDate } from '../dates/local-date.ts';
import { userMessage } from '../messages/index.ts';
import { majorToMinor } from '../money/index.ts';
import type { BudgetDeps } from './budget-deps.ts';
import { budgetPeriod, pacing } from './budget-pacing.ts';
import { TIKTOK_DAILY_ALLOWANCE } from './daily-allowance.ts';
import { budgetSchedule, scheduleEnded } from './budget-schedule.ts';
import type { BudgetAccount, BudgetOverview, BudgetThresholdStatus } from './budget-schemas.ts';

const positive = (value: string | null) => (value !== null && Number(value) > 0 ? Number(value) : undefined);

/** One synced campaign's budget: active, or ended once every ad group's schedule is over (TikTok campaigns have none of their own). */
function syncedBudget(row: SyncedCampaignBudgetRow, platformId: number, now: Date, into: Pick<BudgetOverview, 'rows' | 'ended'>): void {
  const daily = positive(row.dailyBudget);
  const lifetime = positive(row.lifetimeBudget);
  const budget = daily ? { budgetType: 'daily' as const, budgetMinor: daily } : lifetime ? { budgetType: 'lifetime' as const, budgetMinor: lifetime } : undefined;
  if (!budget) return;
  const base = {
    accountId: row.accountId,
    platformId,
    accountName: row.accountName,
    adAccountId: row.adAccountId,
    currency: row.currency,
    objectType: 'campaign' as const,
    objectId: row.externalId,
    name: row.name,
    campaignName: row.name,
    ...budget,
  };
  const schedule = budgetSchedule({ start: null, end: null }, row.adSetSchedules);
  if (scheduleEnded(schedule, now) && schedule.end) {
    into.ended.push({ ...base, spentMinor: majorToMinor(Number(row.spendLifetime), row.currency), endedOn: localDate(schedule.end, row.timezoneName) });
    return;
  }
  const period = budgetPeriod(budget.budgetType === 'daily' ? { type: 'daily' } : { type: 'lifetime', startTime: schedule.start, endTime: schedule.end }, now, row.timezoneName);
  const spentMinor = majorToMinor(Number(budget.budgetType === 'daily' ? row.spendToday : row.spendLifetime), row.currency);
  // TikTok's daily budget is the day's ceiling, so no week's spend is needed to tell it over-spent.
  const pace = pacing({ type: budget.budgetType, budgetMinor: budget.budgetMinor, spentMinor, weekSpentMinor: null }, period, now, TIKTOK_DAILY_ALLOWANCE);
  into.rows.push({
    ...base,
    spentMinor,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    pacing: pace.status,
    projectedMinor: pace.projectedMinor,
    todayCeilingMinor: pace.todayCeilingMinor,
    changesLeftThisHour: null,
    readOnly: userMessage('budgetSyncedOnly'),
  });
}

/**
 * The budgets of a platform the Budget page does not read live (TikTok): each active campaign's budget and spend as
 * the last sync stored them, shown beside Meta's live ones but not changeable from AdFleet; those whose schedule
 * ended apart.
 */
export async function syncedBudgetOverview(
  deps: Pick<BudgetDeps, 'db'>,
  scope: BudgetScope,
  platformId: number,
  now: Date,
  thresholdOf: ReadonlyMap<string, BudgetThresholdStatus>,
): Promise<Pick<BudgetOverview, 'rows' | 'ended'> & { accounts: Array<Omit<BudgetAccount, 'todayCeilingMinor'>> }> {
  const [accounts, campaigns] = await Promise.all([
    listAdAccounts(deps.db, { ...workspaceScopeOf(scope), platformId }),
    listSyncedCampaignBudgets(deps.db, scope, { platformId, now }),
  ]);
  const budgets: Pick<BudgetOverview, 'rows' | 'ended'> = { rows: [], ended: [] };
  for (const row of campaigns) syncedBudget(row, platformId, now, budgets);
  return {
    ...budgets,
    accounts: accounts
      .filter((account) => account.status === 'ACTIVE')
      .map(
        (account): Omit<BudgetAccount, 'todayCeilingMinor'> => ({
          accountId: account.id,
          platformId,
          accountName: account.name,
          adAccountId: account.ad_account_id,
          currency: account.currency,
          spendCapMinor: null,
          amountSpentMinor: null,
          minimumBudgetMinor: account.min_daily_budget === null ? null : Number(account.min_daily_budget),
          threshold: thresholdOf.get(account.id) ?? null,
          error: null,
        }),
      ),
  };
}
