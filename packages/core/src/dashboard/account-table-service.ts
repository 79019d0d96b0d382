import { type Db, listAccountPerformance, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { platformIdOf } from '../platforms/platform-service.ts';
import { type DashboardAccounts, type DashboardAccountsInput, dashboardAccountsInputSchema } from './account-table-schemas.ts';
import { accountFilterOf } from './dashboard-filter-schemas.ts';
import { freshAnswer } from '../figures-cache/fresh-answers.ts';
import { percentChange, previousPeriod } from './period-change.ts';

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);

/**
 * The dashboard's per-account table: each of the workspace's accounts in scope, its figures and their change against
 * the previous period; computed once per version of the workspace's data (ADR 0051).
 */
export async function dashboardAccounts(db: Db, scope: WorkspaceScope, rawInput: DashboardAccountsInput): Promise<DashboardAccounts> {
  const input = dashboardAccountsInputSchema.parse(rawInput);
  return freshAnswer(db, { scope, view: 'dashboard.accounts', input, compute: () => accountTable(db, scope, input), weigh: (table) => table.accounts.length });
}

async function accountTable(db: Db, scope: WorkspaceScope, input: ReturnType<typeof dashboardAccountsInputSchema.parse>): Promise<DashboardAccounts> {
  const platformId = platformIdOf(input.platform);
  const previous = previousPeriod(input.from, input.to);
  const rows = await listAccountPerformance(db, {
    ...workspaceScopeOf(scope),
    accounts: accountFilterOf(input),
    from: input.from,
    to: input.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    ...(platformId !== undefined ? { platformId } : {}),
  });
  return {
    previous,
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
