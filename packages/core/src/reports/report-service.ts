import { type Db, type ReportQuery, type ReportRow, reportDailySeries, reportPage, type ReportScope, streamReportRows } from '@adfleet/db';
import { platformIdOf } from '../platforms/platform-service.ts';
import { type ParsedReportInput, type Report, type ReportRowOut, type ReportRunInput, reportRunInputSchema } from './report-schemas.ts';
import { reportConvertedTotal } from './report-converted-total.ts';
import { reportTotals } from './report-totals.ts';
import { targetCurrency } from '../dashboard/converted-totals.ts';
import { freshAnswer } from '../figures-cache/fresh-answers.ts';
import { reportingRangeOf } from '../dates/reporting-range.ts';
import { type RangeDays, rangeDaysFor } from '../insights/range-days.ts';

/** The days a report's range covers, each account's own (ADR 0074). */
export function reportDays(db: Db, scope: ReportScope, input: ParsedReportInput, now: Date): Promise<RangeDays> {
  const platformId = platformIdOf(input.platform);
  return rangeDaysFor(db, { ...scope, ...(platformId !== undefined ? { platformId } : {}) }, reportingRangeOf(input, 'last7Days'), now);
}

/** A parsed input as the repositories take it: undefined filters are left out, the platform becomes its id. */
function reportQueryOf(input: ParsedReportInput, days: RangeDays['days'], currency: string): ReportQuery {
  const platformId = platformIdOf(input.platform);
  const { platform: _platform, currency: _currency, ...rest } = input;
  const query: ReportQuery = { days, currency, groupBy: rest.groupBy, sortBy: rest.sortBy, sortDir: rest.sortDir };
  if (platformId !== undefined) query.platformId = platformId;
  for (const key of ['status', 'objective', 'campaignType', 'adSetName', 'adName', 'spendMin', 'spendMax', 'resultsMin', 'resultsMax'] as const) {
    if (rest[key] !== undefined) Object.assign(query, { [key]: rest[key] });
  }
  return query;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

function toReportRowOut(row: ReportRow): ReportRowOut {
  return {
    key: row.key,
    name: row.name,
    accountName: row.accountName,
    campaignName: row.campaignName,
    date: row.date,
    platformId: row.platformId,
    currency: row.currency,
    spend: Number(row.spend),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    linkClicks: numberOrNull(row.linkClicks),
    purchases: numberOrNull(row.purchases),
    resultKind: row.resultKind,
    results: numberOrNull(row.countableResults),
    costPerResult: numberOrNull(row.costPerResult),
    conversionValue: numberOrNull(row.conversionValue),
    spendWithoutValue: Number(row.spend) - Number(row.valuedSpend),
    cpm: numberOrNull(row.cpm),
    ctr: numberOrNull(row.ctr),
    cpc: numberOrNull(row.cpc),
    roas: numberOrNull(row.roas),
    convertedSpend: numberOrNull(row.convertedSpend),
  };
}

/**
 * The report over one workspace's accounts: its first rows in order, its totals per currency and its daily series for
 * the chart; computed once per version of the workspace's data (ADR 0051), and shared by its members.
 */
export async function runReport(db: Db, scope: ReportScope, rawInput: ReportRunInput, now: Date): Promise<Report> {
  const { limit, ...input } = reportRunInputSchema.parse(rawInput);
  const [range, currency] = await Promise.all([reportDays(db, scope, input, now), targetCurrency(db, scope, input.currency)]);
  return freshAnswer(db, {
    scope,
    view: 'reports.run',
    // The range as resolved (a preset moves with each account's day), and the currency money ranks in.
    input: { ...input, days: range.days, currency, limit },
    compute: () => computeReport(db, scope, reportQueryOf(input, range.days, currency), range, limit),
  });
}

async function computeReport(db: Db, scope: ReportScope, query: ReportQuery, range: RangeDays, limit: number): Promise<Report> {
  const [page, series] = await Promise.all([reportPage(db, scope, query, limit), reportDailySeries(db, scope, query)]);
  const daily = series.map((point) => ({
    date: point.date,
    currency: point.currency,
    spend: Number(point.spend),
    impressions: Number(point.impressions),
    clicks: Number(point.clicks),
    conversions: Number(point.conversions),
    conversionValue: numberOrNull(point.conversionValue),
    spendWithoutValue: Number(point.spend) - Number(point.valuedSpend),
  }));
  return {
    rows: page.rows.map(toReportRowOut),
    rowCount: page.rowCount,
    totals: reportTotals(page.totals),
    convertedTotal: await reportConvertedTotal(db, series, query.currency, range.span),
    daily,
    days: range.span,
  };
}

/** Every row of the report over those days, in order, with its spend in `currency` too, as the database cursor yields them. */
export function streamReport(db: Db, scope: ReportScope, input: ParsedReportInput, days: RangeDays['days'], currency: string): AsyncIterableIterator<ReportRow> {
  return streamReportRows(db, scope, reportQueryOf(input, days, currency));
}
