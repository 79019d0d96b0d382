import { type AccountPerformanceQuery, type Db, listAccountDailySpend, listAccountPerformance, listExchangeRates, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { convertDaily, rateBook, totalIn } from '../currency/convert.ts';
import { targetCurrency } from './converted-totals.ts';
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
  const [range, currency] = await Promise.all([rangeDaysFor(db, accountScope, reportingRangeOf(input, 'last7Days'), now), targetCurrency(db, scope, input.currency)]);
  return freshAnswer(db, {
    scope,
    view: 'dashboard.accounts',
    // The range as resolved (a preset moves with each account's day), and the currency money ranks in.
    input: { ...input, days: range.days, currency },
    compute: () => accountTable(db, { ...accountScope, days: range.days, previousDays: range.previous }, range, currency),
  });
}

/** Each account's spend in `currency`, converted day by day; null for an account whose currency has no rate. */
async function convertedSpendByAccount(db: Db, query: AccountPerformanceQuery, span: RangeDays['span'], currency: string): Promise<Map<string, number | null>> {
  const days = (await listAccountDailySpend(db, query)).map((row) => ({ ...row, spend: Number(row.spend) }));
  const rates = span ? await listExchangeRates(db, { currencies: [...new Set([currency, ...days.map((row) => row.currency)])], ...span }) : [];
  const conversion = convertDaily(days, ['spend'], currency, rateBook(rates));
  const parts = new Map<string, number[]>();
  for (const row of conversion.rows) parts.set(row.id, [...(parts.get(row.id) ?? []), row.spend]);
  const converted = new Map<string, number | null>([...parts].map(([id, amounts]) => [id, totalIn(currency, amounts)]));
  for (const row of conversion.unconverted) converted.set(row.id, null);
  return converted;
}

async function accountTable(db: Db, query: AccountPerformanceQuery, range: RangeDays, currency: string): Promise<DashboardAccounts> {
  const [rows, converted] = await Promise.all([listAccountPerformance(db, query), convertedSpendByAccount(db, query, range.span, currency)]);
  return {
    previous: range.previousSpan,
    reportingCurrency: currency,
    accounts: rows.map((row) => {
      const spend = Number(row.spend);
      const impressions = Number(row.impressions);
      const clicks = Number(row.clicks);
      const results = row.results === null ? null : Number(row.results);
      const previousResults = row.previousResults === null ? null : Number(row.previousResults);
      const hasPrevious = Number(row.previousDays) > 0;
      const comparable = results !== null && previousResults !== null && row.resultKind === row.previousResultKind;
      const valuedSpend = Number(row.valuedSpend);
      return {
        id: row.id,
        name: row.name,
        adAccountId: row.adAccountId,
        platformId: row.platformId,
        businessId: row.businessId,
        businessName: row.businessName,
        currency: row.currency,
        spend,
        // An account without a day of spend has spent nothing, in any currency.
        convertedSpend: converted.has(row.id) ? converted.get(row.id)! : 0,
        impressions,
        clicks,
        resultKind: row.resultKind,
        results,
        costPerResult: results !== null && results > 0 ? spend / results : null,
        cpc: ratio(spend, clicks),
        ctr: ratio(clicks, impressions) * 100,
        conversionValue: row.conversionValue === null ? null : Number(row.conversionValue),
        roas: row.conversionValue === null ? null : ratio(Number(row.conversionValue), valuedSpend),
        spendChange: percentChange(spend, Number(row.previousSpend), hasPrevious),
        resultsChange: comparable ? percentChange(results, previousResults, hasPrevious) : null,
      };
    }),
  };
}
