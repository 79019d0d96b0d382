import { countActiveCampaigns, type Db, listAdAccounts, sumInsightsByCurrency, sumMoneyByDayAndCurrency, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { latestSyncOf } from '../ad-accounts/ad-account-service.ts';
import { platformIdOf } from '../platforms/platform-service.ts';
import { unsettledDays } from '../insights/settled-days.ts';
import { reportingRangeOf } from '../dates/reporting-range.ts';
import { type RangeDays, rangeDaysFor } from '../insights/range-days.ts';
import { shownResults } from '../insights/result-figures.ts';
import { convertedTotals, targetCurrency } from './converted-totals.ts';
import { rankCampaignsByConvertedSpend } from './converted-top-campaigns.ts';
import { accountFilterOf } from './dashboard-filter-schemas.ts';
import { freshAnswer } from '../figures-cache/fresh-answers.ts';
import {
  type ActiveCampaign,
  type ActiveCampaignsInput,
  activeCampaignsInputSchema,
  type DashboardSummary,
  type DashboardSummaryInput,
  dashboardSummaryInputSchema,
} from './dashboard-schemas.ts';

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);

type ParsedSummaryInput = ReturnType<typeof dashboardSummaryInputSchema.parse>;

/** The accounts a dashboard card reads: the workspace's in scope, narrowed by its filters and platform. */
function accountScopeOf(workspace: WorkspaceScope, input: { platform: ParsedSummaryInput['platform']; adAccountIds?: string[] | undefined; businessIds?: string[] | undefined }) {
  const platformId = platformIdOf(input.platform);
  return { ...workspaceScopeOf(workspace), accounts: accountFilterOf(input), ...(platformId !== undefined ? { platformId } : {}) };
}

/**
 * The workspace's figures for a date range, per currency and per day, from the synced account-level insights, each
 * account over its own days. Computed once per version of the workspace's data and days (ADR 0051); which days are
 * still unsettled depends on the hour, so it is worked out on every read from the accounts' time zones.
 */
export async function dashboardSummary(db: Db, scope: WorkspaceScope, rawInput: DashboardSummaryInput, now: Date): Promise<DashboardSummary> {
  const input = dashboardSummaryInputSchema.parse(rawInput);
  const range = await rangeDaysFor(db, accountScopeOf(scope, input), reportingRangeOf(input, 'last7Days'), now);
  const summary = await freshAnswer(db, {
    scope,
    view: 'dashboard.summary',
    // The range as resolved: a preset moves with each account's day.
    input: { ...input, days: range.days },
    compute: () => summaryFigures(db, scope, input, range),
  });
  const unsettled = range.days.flatMap((window) => unsettledDays(now, window.timeZones ?? range.timeZones, window.from, window.to));
  return withUnsettledDays(summary, [...new Set(unsettled)].sort());
}

type KeptSummary = Omit<DashboardSummary, 'unsettledDays'>;
const summariesWithDays = new WeakMap<KeptSummary, { days: string; answer: DashboardSummary }>();

/**
 * The kept figures with the days still unsettled now, as the same object on every read until either changes (at most
 * at a day's turn in one of the accounts' time zones): the server then checks and serializes it once (ADR 0060).
 */
function withUnsettledDays(summary: KeptSummary, days: string[]): DashboardSummary {
  const key = days.join(',');
  const kept = summariesWithDays.get(summary);
  if (kept?.days === key) return kept.answer;
  const answer = { ...summary, unsettledDays: days };
  summariesWithDays.set(summary, { days: key, answer });
  return answer;
}

async function summaryFigures(db: Db, workspace: WorkspaceScope, input: ParsedSummaryInput, range: RangeDays): Promise<KeptSummary> {
  const accountScope = accountScopeOf(workspace, input);
  const scope = { ...accountScope, days: range.days };
  const currency = await targetCurrency(db, workspace, input.currency);
  // One read of the figures per day and currency serves both the chart and the converted totals.
  const [byCurrency, byDay, accounts, activeCampaigns] = await Promise.all([
    sumInsightsByCurrency(db, scope),
    sumMoneyByDayAndCurrency(db, scope),
    listAdAccounts(db, accountScope),
    countActiveCampaigns(db, accountScope),
  ]);
  const converted = await convertedTotals(db, byDay, range.span, currency);
  const currencies = byCurrency.map((row) => {
    const spend = Number(row.spend);
    const impressions = Number(row.impressions);
    const clicks = Number(row.clicks);
    const conversionValue = row.conversionValue === null ? null : Number(row.conversionValue);
    const valuedSpend = Number(row.valuedSpend);
    return {
      currency: row.currency,
      spend,
      impressions,
      clicks,
      conversions: Number(row.conversions),
      conversionValue,
      spendWithoutValue: spend - valuedSpend,
      ...shownResults(row, spend),
      ctr: ratio(clicks, impressions) * 100,
      cpc: ratio(spend, clicks),
      roas: conversionValue === null || valuedSpend === 0 ? null : conversionValue / valuedSpend,
      accounts: Number(row.accounts),
    };
  });
  const lastSyncedAt = latestSyncOf(accounts);
  const summary = {
    currencies,
    daily: byDay.map((row) => ({
      date: row.day,
      currency: row.currency,
      spend: Number(row.spend),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      conversions: Number(row.conversions),
    })),
    totals: {
      impressions: currencies.reduce((sum, row) => sum + row.impressions, 0),
      clicks: currencies.reduce((sum, row) => sum + row.clicks, 0),
      conversions: currencies.reduce((sum, row) => sum + row.conversions, 0),
    },
    accountCount: accounts.length,
    activeCampaigns,
    lastSyncedAt,
    converted,
    days: range.span,
  };
  return summary;
}

/**
 * The workspace's ACTIVE campaigns with the most spend in the chosen range (by default the last 7 days, each account's
 * own), ranked by that spend converted to the reporting currency.
 */
export async function topActiveCampaigns(db: Db, scope: WorkspaceScope, rawInput: ActiveCampaignsInput, now: Date): Promise<ActiveCampaign[]> {
  const input = activeCampaignsInputSchema.parse(rawInput) ?? { platform: 'all' as const, limit: 5, currency: undefined };
  const currency = await targetCurrency(db, scope, input.currency);
  const accountScope = accountScopeOf(scope, input);
  const range = await rangeDaysFor(db, accountScope, reportingRangeOf(input, 'last7Days'), now);
  const query = { ...accountScope, days: range.days, span: range.span, limit: input.limit };
  return freshAnswer(db, {
    scope,
    view: 'dashboard.activeCampaigns',
    // The range as resolved: a preset moves with each account's day.
    input: { ...input, days: range.days, currency },
    compute: async () => (await rankCampaignsByConvertedSpend(db, query, currency)).map((row) => ({ ...row, reportingCurrency: currency })),
  });
}
