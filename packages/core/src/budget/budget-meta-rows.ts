import type { AdAccountRow } from '@adfleet/db';
import { localDate } from '../dates/local-date.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { majorToMinor } from '../money/index.ts';
import type { AccountBudgetRead, GraphBudgetHolder } from './budget-graph-read.ts';
import { budgetPeriod, pacing } from './budget-pacing.ts';
import { META_DAILY_ALLOWANCE } from './daily-allowance.ts';
import { budgetSchedule, firstEnd, type Schedule, scheduleEnded } from './budget-schedule.ts';
import type { BudgetOverview } from './budget-schemas.ts';

/** Meta lets an ad set's budget change this many times an hour. */
export const BUDGET_CHANGES_PER_HOUR = 4;

const minor = (value: string | undefined) => (value !== undefined && Number(value) > 0 ? Number(value) : undefined);
const time = (value: string | undefined) => (value ? new Date(value) : null);
const ownSchedule = (holder: GraphBudgetHolder): Schedule => ({ start: time(holder.start_time), end: time(holder.end_time ?? holder.stop_time) });

/** The budget a holder carries, if any: daily before lifetime (Meta allows only one). */
function holderBudget(holder: GraphBudgetHolder): { budgetType: 'daily' | 'lifetime'; budgetMinor: number } | undefined {
  const daily = minor(holder.daily_budget);
  if (daily) return { budgetType: 'daily', budgetMinor: daily };
  const lifetime = minor(holder.lifetime_budget);
  return lifetime ? { budgetType: 'lifetime', budgetMinor: lifetime } : undefined;
}

/**
 * One Meta account's budgets: each active campaign's budget, or (no campaign budget) its active ad sets' budgets. Those
 * whose schedule ended (an ad set's end, its campaign's stop, a campaign budget's last ad set's end) are listed as
 * ended; Meta still calls them active.
 */
export function metaAccountBudgets(account: AdAccountRow, read: AccountBudgetRead, now: Date): Pick<BudgetOverview, 'rows' | 'ended'> {
  const result: Pick<BudgetOverview, 'rows' | 'ended'> = { rows: [], ended: [] };
  const money = (spent: number) => majorToMinor(spent, account.currency);
  const add = (holder: GraphBudgetHolder, objectType: 'campaign' | 'adset', campaignName: string, schedule: Schedule) => {
    const budget = holderBudget(holder);
    if (!budget) return;
    const base = {
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
    };
    if (scheduleEnded(schedule, now) && schedule.end) {
      result.ended.push({ ...base, spentMinor: money(read.spendLifetime.get(holder.id) ?? 0), endedOn: localDate(schedule.end, account.timezone_name) });
      return;
    }
    const period = budgetPeriod(budget.budgetType === 'daily' ? { type: 'daily' } : { type: 'lifetime', startTime: schedule.start, endTime: schedule.end }, now, account.timezone_name);
    const daily = budget.budgetType === 'daily';
    const spentMinor = money((daily ? read.spendToday : read.spendLifetime).get(holder.id) ?? 0);
    const pace = pacing(
      { type: budget.budgetType, budgetMinor: budget.budgetMinor, spentMinor, weekSpentMinor: daily ? money(read.spendWeek.get(holder.id) ?? 0) : null },
      period,
      now,
      META_DAILY_ALLOWANCE,
    );
    result.rows.push({
      ...base,
      spentMinor,
      periodStart: period?.start ?? schedule.start,
      periodEnd: period?.end ?? null,
      pacing: pace.status,
      projectedMinor: pace.projectedMinor,
      todayCeilingMinor: pace.todayCeilingMinor,
      changesLeftThisHour: objectType === 'adset' ? BUDGET_CHANGES_PER_HOUR : null,
      readOnly: null,
    });
  };
  const adsetsByCampaign = Map.groupBy(read.adsets, (adset) => adset.campaign_id ?? '');
  for (const campaign of read.campaigns) {
    const adsets = adsetsByCampaign.get(campaign.id) ?? [];
    // A campaign budget is spent by its ad sets: it delivers as long as they do, unless the campaign stops first.
    if (holderBudget(campaign)) add(campaign, 'campaign', campaign.name, budgetSchedule(ownSchedule(campaign), adsets.map(ownSchedule)));
    else {
      const stop = time(campaign.stop_time);
      for (const adset of adsets) {
        const own = ownSchedule(adset);
        add(adset, 'adset', campaign.name, { start: own.start, end: firstEnd(own.end, stop) });
      }
    }
  }
  return result;
}
