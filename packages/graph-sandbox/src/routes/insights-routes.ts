import { errors } from '../errors/graph-errors.ts';
import type { GraphNode } from '../graph/fields.ts';
import type { CallContext, Params, RouteDef } from '../graph/graph-types.ts';
import { paginate } from '../graph/paging.ts';
import { oneOf, optionalJson, optionalString } from '../graph/params.ts';
import { DATE_PRESETS, parseTimeRange, presetRange, type DateRange } from '../insights/date-range.ts';
import { accountToday, addInto, earliestDelivery, emptyTotals, forEachAdDay, type InsightsLevel } from '../insights/insights-aggregate.ts';
import { checkInsightFields, DEFAULT_INSIGHT_FIELDS, insightsRow, type InsightsGroup } from '../insights/insights-rows.ts';
import { resultIndicator } from '../insights/result-indicators.ts';
import { addDays, daysBetween } from '../world/dates.ts';
import { allocateId, type Ad, type ReportRun } from '../world/world-types.ts';
import { renderNode } from './edge-list.ts';

type InsightsNodeKind = ReportRun['nodeKind'];
const LEVELS: InsightsLevel[] = ['account', 'campaign', 'adset', 'ad'];
const NODE_LEVEL: Record<InsightsNodeKind, InsightsLevel> = { adaccount: 'account', campaign: 'campaign', adset: 'adset', ad: 'ad' };

function adsUnder(ctx: CallContext, kind: InsightsNodeKind, id: string): Ad[] {
  const ads = Object.values(ctx.world.ads);
  if (kind === 'adaccount') return ads.filter((ad) => ad.accountId === id);
  if (kind === 'campaign') return ads.filter((ad) => ad.campaignId === id);
  if (kind === 'adset') return ads.filter((ad) => ad.adsetId === id);
  return ads.filter((ad) => ad.id === id);
}

/** Insights filtering on the ids of the levels (campaign.id, adset.id, ad.id), the filters reports use. */
function filterAds(ads: Ad[], params: Params): Ad[] {
  const rules = optionalJson<Array<{ field?: string; operator?: string; value?: unknown }>>(params, 'filtering') ?? [];
  return rules.reduce((kept, rule) => {
    const key = ({ 'campaign.id': 'campaignId', 'adset.id': 'adsetId', 'ad.id': 'id' } as const)[rule.field as 'ad.id'];
    if (!key || !['EQUAL', 'IN', 'NOT_IN'].includes(rule.operator ?? '')) {
      throw errors.invalidParam(`(#100) Filtering field ${String(rule.field)} with operation ${String(rule.operator)} is not supported`);
    }
    const values = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(String);
    return kept.filter((ad) => values.includes(ad[key]) === (rule.operator !== 'NOT_IN'));
  }, ads);
}

function resolveRange(params: Params, today: string, ads: Ad[]): DateRange {
  const timeRange = optionalJson(params, 'time_range');
  if (timeRange !== undefined) return parseTimeRange(timeRange, today);
  const preset = oneOf(params, 'date_preset', DATE_PRESETS) ?? 'last_30d';
  return presetRange(preset, today, earliestDelivery(ads, today));
}

/** Buckets for time_increment: all_days (one), N days (1 = daily rows), or monthly. */
function bucketOf(increment: string, range: DateRange, date: string): { start: string; stop: string } {
  if (increment === 'all_days') return { start: range.since, stop: range.until };
  // Daily rows, what every sync asks for: the day is its own bucket (no date arithmetic per ad-day).
  if (increment === '1') return { start: date, stop: date };
  if (increment === 'monthly') {
    const monthStart = `${date.slice(0, 7)}-01`;
    const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);
    return { start: monthStart < range.since ? range.since : monthStart, stop: monthEnd > range.until ? range.until : monthEnd };
  }
  const days = Number(increment);
  const start = addDays(range.since, Math.floor(daysBetween(range.since, date) / days) * days);
  const stop = addDays(start, days - 1);
  return { start, stop: stop > range.until ? range.until : stop };
}

/** Computes insights rows for a node, summing generated ad-day figures into the level and time buckets asked for. */
function computeInsights(ctx: CallContext, kind: InsightsNodeKind, id: string, accountId: string, params: Params) {
  const account = ctx.world.accounts[accountId];
  if (!account) throw errors.noObject('GET', id);
  if (optionalString(params, 'breakdowns')) throw errors.invalidParam('(#100) The sandbox does not emulate breakdowns; ask without breakdowns');
  const requested = oneOf(params, 'level', LEVELS) ?? NODE_LEVEL[kind];
  // Asking for a level above the node gives the node's own level, never figures from outside it.
  const level = LEVELS.indexOf(requested) < LEVELS.indexOf(NODE_LEVEL[kind]) ? NODE_LEVEL[kind] : requested;
  const fields = optionalString(params, 'fields')?.split(',').map((field) => field.trim()).filter(Boolean) ?? DEFAULT_INSIGHT_FIELDS;
  checkInsightFields(fields);
  const increment = optionalString(params, 'time_increment') ?? 'all_days';
  if (increment !== 'all_days' && increment !== 'monthly' && !/^([1-9]|[1-8]\d|90)$/.test(increment)) {
    throw errors.invalidParam('(#100) time_increment must be all_days, monthly or a number of days between 1 and 90');
  }
  const ads = filterAds(adsUnder(ctx, kind, id), params);
  const today = accountToday(account, ctx.now);
  const range = resolveRange(params, today, ads);
  const groups = new Map<string, InsightsGroup>();
  forEachAdDay(ctx.world, ads, range.since, range.until < today ? range.until : today, (ad, date, day) => {
    const objectId = level === 'account' ? account.id : level === 'campaign' ? ad.campaignId : level === 'adset' ? ad.adsetId : ad.id;
    const bucket = bucketOf(increment, range, date);
    const key = `${bucket.start}|${objectId}`;
    let group = groups.get(key);
    if (!group) {
      group = { level, objectId, dateStart: bucket.start, dateStop: bucket.stop, totals: emptyTotals() };
      groups.set(key, group);
    }
    addInto(group.totals, day, resultIndicator(ctx.world.adsets[ad.adsetId]));
  });
  const sorted = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  return paginate(
    { ...ctx, params },
    sorted,
    ([key]) => key,
    ([, group]) => insightsRow(ctx.world, account, group, fields),
  );
}

const INSIGHTS_KINDS: InsightsNodeKind[] = ['adaccount', 'campaign', 'adset', 'ad'];
const COMPLETION = [
  { async_status: 'Job Not Started', async_percent_completion: 0 },
  { async_status: 'Job Running', async_percent_completion: 50 },
  { async_status: 'Job Completed', async_percent_completion: 100 },
];
/** Paging and credentials belong to the call that reads the results, not to the stored report. */
const CALL_ONLY_PARAMS = new Set(['access_token', 'appsecret_proof', 'limit', 'after', 'before']);

function reportRunNode(ctx: CallContext, run: ReportRun): GraphNode {
  const state = COMPLETION[Math.min(run.polls, COMPLETION.length - 1)]!;
  const account = ctx.world.accounts[run.accountId];
  const today = account ? accountToday(account, ctx.now) : ctx.now.toISOString().slice(0, 10);
  const range = run.params.time_range ? (JSON.parse(run.params.time_range) as DateRange) : presetRange((run.params.date_preset as 'last_30d') ?? 'last_30d', today, today);
  const fields = {
    id: run.id,
    account_id: run.accountId,
    ...state,
    date_start: range.since,
    date_stop: range.until,
    time_ref: Math.floor(run.createdTime / 1000),
    time_completed: state.async_percent_completion === 100 ? Math.floor(run.createdTime / 1000) + 1 : undefined,
    is_running: state.async_percent_completion < 100,
  };
  return { type: 'AdReportRun', defaults: Object.keys(fields), fields };
}

export const insightsRoutes: RouteDef[] = [
  {
    method: 'GET',
    kinds: INSIGHTS_KINDS,
    edge: 'insights',
    insights: true,
    handler: (ctx) => computeInsights(ctx, ctx.node.kind as InsightsNodeKind, ctx.node.id, ctx.node.accountId ?? '', ctx.params),
  },
  {
    // Async reports: validated now (bad params fail at once, as on Meta), computed when read.
    method: 'POST',
    kinds: INSIGHTS_KINDS,
    edge: 'insights',
    insights: true,
    handler: (ctx) => {
      const params = Object.fromEntries(Object.entries(ctx.params).filter(([name]) => !CALL_ONLY_PARAMS.has(name)));
      computeInsights(ctx, ctx.node.kind as InsightsNodeKind, ctx.node.id, ctx.node.accountId ?? '', params);
      const run: ReportRun = {
        id: allocateId(ctx.world, '6', 16),
        accountId: ctx.node.accountId ?? '',
        nodeKind: ctx.node.kind as InsightsNodeKind,
        nodeId: ctx.node.id,
        params,
        createdTime: ctx.now.getTime(),
        polls: 0,
      };
      ctx.world.reportRuns[run.id] = run;
      return { report_run_id: run.id };
    },
  },
  {
    // Each poll moves the job one step (not started → running → completed), so tests need no real waiting.
    method: 'GET',
    kinds: ['report_run'],
    edge: '',
    insights: true,
    handler: (ctx) => {
      const run = ctx.world.reportRuns[ctx.node.id]!;
      run.polls++;
      return renderNode(ctx, reportRunNode(ctx, run));
    },
  },
  {
    method: 'GET',
    kinds: ['report_run'],
    edge: 'insights',
    insights: true,
    handler: (ctx) => {
      const run = ctx.world.reportRuns[ctx.node.id]!;
      if (run.polls < COMPLETION.length - 1) throw errors.invalidParam(`(#100) Report ${run.id} is not ready yet: poll it until async_status is "Job Completed"`);
      const paging = Object.fromEntries(Object.entries(ctx.params).filter(([name]) => CALL_ONLY_PARAMS.has(name)));
      return computeInsights(ctx, run.nodeKind, run.nodeId, run.accountId, { ...run.params, ...paging });
    },
  },
];

