import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_DAILY_REPORT_DAYS, MAX_PAGE_SIZE, MAX_REPORT_DAYS } from '../constants.ts';
import { errors } from '../errors/tiktok-errors.ts';
import { addMetrics, adDayMetrics, ZERO, type DayMetrics } from '../world/ad-day-metrics.ts';
import { addDays, dayIn, daysBetween, isDay } from '../world/dates.ts';
import type { Ad, World } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { advertiserFor } from './authenticate.ts';
import { id, page, pageSize, parseParams } from './params.ts';
import { pageOf } from './paging.ts';
import { figure, FIGURE_METRICS } from './report-metrics.ts';

const LEVELS = {
  AUCTION_ADVERTISER: { dimension: 'advertiser_id', of: (ad: Ad) => ad.advertiserId },
  AUCTION_CAMPAIGN: { dimension: 'campaign_id', of: (ad: Ad) => ad.campaignId },
  AUCTION_ADGROUP: { dimension: 'adgroup_id', of: (ad: Ad) => ad.adgroupId },
  AUCTION_AD: { dimension: 'ad_id', of: (ad: Ad) => ad.id },
} as const;
type Level = keyof typeof LEVELS;

const filter = z.object({
  field_name: z.enum(['campaign_ids', 'adgroup_ids', 'ad_ids']),
  filter_type: z.literal('IN'),
  filter_value: z.union([z.array(id), z.string().transform((text, context) => {
    try {
      return z.array(id).parse(JSON.parse(text));
    } catch {
      context.addIssue({ code: 'custom', message: 'Not a JSON list of ids' });
      return z.NEVER;
    }
  })]),
});
const query = z.object({
  advertiser_id: id,
  report_type: z.literal('BASIC', 'The sandbox emulates the BASIC report only'),
  service_type: z.literal('AUCTION').default('AUCTION'),
  data_level: z.enum(Object.keys(LEVELS) as [Level, ...Level[]]),
  dimensions: z.array(z.string()).min(1).max(4),
  metrics: z.array(z.string()).default(['spend', 'impressions']),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  query_lifetime: z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]).default(false),
  filtering: z.array(filter).optional(),
  page,
  page_size: pageSize(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

/** Name-like metrics TikTok lists beside the figures, per level. */
function attributes(world: World, level: Level, entityId: string, currency: string): Record<string, string> {
  const campaign = world.campaigns[entityId] ?? world.campaigns[world.adgroups[entityId]?.campaignId ?? world.ads[entityId]?.campaignId ?? ''];
  const adgroup = world.adgroups[entityId] ?? world.adgroups[world.ads[entityId]?.adgroupId ?? ''];
  const advertiser = world.advertisers[entityId];
  return {
    currency,
    ...(level === 'AUCTION_ADVERTISER' && advertiser ? { advertiser_name: advertiser.name } : {}),
    ...(level !== 'AUCTION_ADVERTISER' && campaign ? { campaign_id: campaign.id, campaign_name: campaign.name } : {}),
    ...((level === 'AUCTION_ADGROUP' || level === 'AUCTION_AD') && adgroup ? { adgroup_id: adgroup.id, adgroup_name: adgroup.name } : {}),
    ...(level === 'AUCTION_AD' && world.ads[entityId] ? { ad_name: world.ads[entityId].name } : {}),
  };
}

function dateRange(parsed: z.infer<typeof query>, today: string, daily: boolean): { from: string; to: string } {
  if (parsed.query_lifetime) {
    if (daily) throw errors.parameter('dimensions: stat_time_day cannot be used with query_lifetime.');
    return { from: addDays(today, -MAX_REPORT_DAYS), to: today };
  }
  if (!parsed.start_date) throw errors.missing('start_date');
  if (!parsed.end_date) throw errors.missing('end_date');
  if (!isDay(parsed.start_date) || !isDay(parsed.end_date)) throw errors.parameter('start_date: Dates are YYYY-MM-DD.');
  const span = daysBetween(parsed.start_date, parsed.end_date) + 1;
  if (span < 1) throw errors.parameter('end_date: end_date must not be before start_date.');
  const most = daily ? MAX_DAILY_REPORT_DAYS : MAX_REPORT_DAYS;
  if (span > most) throw errors.parameter(`end_date: The time range is at most ${most} days${daily ? ' with stat_time_day' : ''}.`);
  return { from: parsed.start_date, to: parsed.end_date };
}

/**
 * `report/integrated/get/`, synchronous BASIC report: figures are generated per ad and day (the advertiser's day)
 * and summed up to the level asked, so ad, ad group, campaign and advertiser rows add up exactly. Dimensions: the
 * level's id, optionally `stat_time_day`. Rows with no delivery are left out; deleted objects keep their history.
 */
const reportIntegratedGet: ApiRoute = {
  method: 'GET',
  path: '/report/integrated/get/',
  needsToken: true,
  handle({ state, params, token }) {
    const parsed = parseParams(query, params);
    const advertiser = advertiserFor(state, token, parsed.advertiser_id);
    const level = LEVELS[parsed.data_level];
    const daily = parsed.dimensions.includes('stat_time_day');
    const unknown = parsed.dimensions.filter((dimension) => dimension !== 'stat_time_day' && dimension !== level.dimension);
    if (unknown.length > 0 || !parsed.dimensions.includes(level.dimension)) {
      throw errors.parameter(`dimensions: ${parsed.data_level} takes ${level.dimension}, optionally with stat_time_day.`);
    }
    const wanted = parsed.metrics;
    const { world } = state;
    const today = dayIn(state.now(), advertiser.timezone);
    const { from, to } = dateRange(parsed, today, daily);
    const attributeNames = new Set(Object.keys(attributes(world, parsed.data_level, '', advertiser.currency)).concat(['advertiser_name', 'campaign_id', 'campaign_name', 'adgroup_id', 'adgroup_name', 'ad_name']));
    for (const metric of wanted) if (!(FIGURE_METRICS as readonly string[]).includes(metric) && !attributeNames.has(metric)) throw errors.parameter(`metrics: Invalid metric ${metric}.`);

    const filters = parsed.filtering ?? [];
    const ads = Object.values(world.ads).filter(
      (ad) =>
        ad.advertiserId === advertiser.id &&
        filters.every((rule) => rule.filter_value.includes(rule.field_name === 'campaign_ids' ? ad.campaignId : rule.field_name === 'adgroup_ids' ? ad.adgroupId : ad.id)),
    );
    const totals = new Map<string, DayMetrics>();
    const days = daysBetween(from, to) + 1;
    for (const ad of ads) {
      for (let offset = 0; offset < days; offset++) {
        const day = addDays(from, offset);
        const metrics = adDayMetrics(world.seed, ad, day, today, advertiser.currency);
        if (metrics.impressions === 0) continue;
        const key = `${level.of(ad)}|${daily ? day : ''}`;
        totals.set(key, addMetrics(totals.get(key) ?? ZERO, metrics));
      }
    }
    const rows = [...totals.entries()]
      .map(([key, metrics]) => {
        const [entityId = '', day = ''] = key.split('|');
        return { entityId, day, metrics };
      })
      .sort((a, b) => (a.entityId === b.entityId ? a.day.localeCompare(b.day) : BigInt(a.entityId) < BigInt(b.entityId) ? -1 : 1))
      .map(({ entityId, day, metrics }) => {
        const named = attributes(world, parsed.data_level, entityId, advertiser.currency);
        return {
          dimensions: { [level.dimension]: entityId, ...(daily ? { stat_time_day: `${day} 00:00:00` } : {}) },
          metrics: Object.fromEntries(wanted.map((metric) => [metric, named[metric] ?? ((FIGURE_METRICS as readonly string[]).includes(metric) ? figure(metric, metrics, advertiser.currency) : '-')])),
        };
      });
    return pageOf(rows, parsed.page, parsed.page_size);
  },
};

export const reportRoutes = [reportIntegratedGet];
