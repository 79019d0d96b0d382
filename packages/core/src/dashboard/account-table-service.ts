import { type AccountPerformanceQuery, type Db, listAccountPerformance, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { reportingRangeOf } from '../dates/reporting-range.ts';
import { type RangeDays, rangeDaysFor } from '../insights/range-days.ts';
import { platformIdOf } from '../platforms/platform-service.ts';
import { type DashboardAccounts, type DashboardAccountsInput, dashboardAccountsInputSchema } from './account-table-schemas.ts';
import { accountFilterOf } from './dashboard-filter-schemas.ts';
import { freshAnswer } from '../figures-cache/fresh-answers.ts';
import { percentChange } from './period-change.ts';

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);

/**
 * The dashboard's per-account table: each of the workspace's accounts in scope, its figures and their change against
 * the previous period; computed once per version of the workspace's data (ADR 0051).
 */
export async function dashboardAccounts(db: Db, scope: WorkspaceScope, rawInput: DashboardAccountsInput, now: Date): Promise<DashboardAccounts> {
  const input = dashboardAccountsInputSchema.parse(rawInput);
  const platformId = platformIdOf(input.platform);
  const accountScope = { ...workspaceScopeOf(scope), accounts: accountFilterOf(input), ...(platformId !== undefined ? { platformId } : {}) };
  const range = await rangeDaysFor(db, accountScope, reportingRangeOf(input, 'last7Days'), now);
  return freshAnswer(db, {
    scope,
    view: 'dashboard.accounts',
    // The range as resolved: a preset moves with each account's day.
    input: { ...input, days: range.days },
    compute: () => accountTable(db, { ...accountScope, days: range.days, previousDays: range.previous }, range),
    weigh: (table) => table.accounts.length,
  });
}

async function accountTable(db: Db, query: AccountPerformanceQuery, range: RangeDays): Promise<DashboardAccounts> {
  const rows = await listAccountPerformance(db, query);
  return {
    previous: range.previousSpan,
    accounts: rows.map((row) => {
      const spend = Number(row.spend);
      const impressions = Number(row.impressions);
      const clicks = Number(row.clicks);
      const conversions = Number(row.conversions);
      const hasPrevious = Number(row.previousDays) > 0;
      return {
        id: row.id,
        name: row.name,
        adAccountId: row.adAccountId,
        platformId: row.platformId,
        businessId: row.businessId,
        businessName: row.businessName,
        currency: row.currency,
        spend,
        impressions,
        clicks,
        conversions,
        cpc: ratio(spend, clicks),
        ctr: ratio(clicks, impressions) * 100,
        roas: ratio(Number(row.conversionValue), spend),
        spendChange: percentChange(spend, Number(row.previousSpend), hasPrevious),
        conversionsChange: percentChange(conversions, Number(row.previousConversions), hasPrevious),
      };
    }),
  };
}
