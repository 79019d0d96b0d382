import { errors } from '../errors/graph-errors.ts';
import { currencyOffset, formatMajor } from '../world/currency.ts';
import type { AdAccount, World } from '../world/world-types.ts';
import type { IndicatorTotals, InsightsLevel, Totals } from './insights-aggregate.ts';
import { reachOf } from './reach-tally.ts';
import { PEOPLE_INDICATORS } from './result-indicators.ts';

const INSIGHT_FIELDS = [
  'account_id',
  'account_name',
  'account_currency',
  'campaign_id',
  'campaign_name',
  'adset_id',
  'adset_name',
  'ad_id',
  'ad_name',
  'objective',
  'date_start',
  'date_stop',
  'spend',
  'impressions',
  'clicks',
  'inline_link_clicks',
  'ctr',
  'cpc',
  'cpm',
  'reach',
  'frequency',
  'results',
  'cost_per_result',
  'actions',
  'action_values',
  'purchase_roas',
] as const;

export const DEFAULT_INSIGHT_FIELDS = ['impressions', 'spend', 'date_start', 'date_stop'];

export interface InsightsGroup {
  level: InsightsLevel;
  /** The object the row is about (account id at account level). */
  objectId: string;
  dateStart: string;
  dateStop: string;
  totals: Totals;
}

/** Ratios to six decimals, as Meta prints them. */
const ratio = (value: number) => String(Number(value.toFixed(6)));

/**
 * One insights row in Meta's shape: numbers as strings, money in MAJOR units of the account currency, ratios
 * derived from the summed counts (never averaged), actions as {action_type, value} lists without zero entries.
 */
export function insightsRow(world: World, account: AdAccount, group: InsightsGroup, fields: string[]): Record<string, unknown> {
  const { totals } = group;
  const spendMajor = totals.spend / currencyOffset(account.currency);
  const ad = group.level === 'ad' ? world.ads[group.objectId] : undefined;
  const adsetId = group.level === 'adset' ? group.objectId : ad?.adsetId;
  const campaignId = group.level === 'campaign' ? group.objectId : (ad?.campaignId ?? (adsetId ? world.adsets[adsetId]?.campaignId : undefined));
  const campaign = campaignId ? world.campaigns[campaignId] : undefined;
  const reach = reachOf(totals.reach);
  const results = resultList(totals.results);
  const purchases = [
    ['offsite_conversion.fb_pixel_purchase', totals.purchases, totals.purchaseValue],
    ['purchase', totals.purchases, totals.purchaseValue],
    ['omni_purchase', totals.purchases, totals.purchaseValue],
  ] as const;
  const values: Record<string, unknown> = {
    account_id: account.id,
    account_name: account.name,
    account_currency: account.currency,
    campaign_id: campaignId,
    campaign_name: campaign?.name,
    adset_id: adsetId,
    adset_name: adsetId ? world.adsets[adsetId]?.name : undefined,
    ad_id: ad?.id,
    ad_name: ad?.name,
    objective: campaign?.objective,
    date_start: group.dateStart,
    date_stop: group.dateStop,
    spend: formatMajor(totals.spend, account.currency),
    impressions: String(totals.impressions),
    clicks: String(totals.clicks),
    inline_link_clicks: String(totals.linkClicks),
    ctr: totals.impressions > 0 ? ratio((totals.clicks / totals.impressions) * 100) : undefined,
    cpc: totals.clicks > 0 ? ratio(spendMajor / totals.clicks) : undefined,
    cpm: totals.impressions > 0 ? ratio((spendMajor / totals.impressions) * 1000) : undefined,
    reach: String(reach),
    frequency: reach > 0 ? ratio(totals.impressions / reach) : undefined,
    results: results.map(({ indicator, count }) => ({ indicator, ...(count > 0 ? { values: [{ value: String(count), attribution_windows: ['default'] }] } : {}) })),
    cost_per_result: results
      .filter(({ count }) => count > 0)
      .map(({ indicator, count, spend }) => ({ indicator, values: [{ value: ratio(spend / currencyOffset(account.currency) / count), attribution_windows: ['default'] }] })),
    actions: actionList([
      ['link_click', totals.linkClicks],
      ['post_engagement', totals.postEngagements],
      ['lead', totals.leads],
      ['mobile_app_install', totals.appInstalls],
      ...purchases.map(([type, count]) => [type, count] as const),
    ]),
    action_values:
      totals.purchases > 0 ? purchases.map(([type, , value]) => ({ action_type: type, value: formatMajor(value, account.currency) })) : undefined,
    purchase_roas: totals.purchases > 0 && totals.spend > 0 ? [{ action_type: 'omni_purchase', value: ratio(totals.purchaseValue / totals.spend) }] : undefined,
  };
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    if (values[field] !== undefined) row[field] = values[field];
  }
  row.date_start = group.dateStart;
  row.date_stop = group.dateStop;
  return row;
}

/**
 * Meta's `results`: one entry per indicator the group's ad sets optimize for, in a stable order; an indicator without
 * any result keeps its entry and has no `values`, as Meta never prints a zero there.
 */
function resultList(byIndicator: ReadonlyMap<string, IndicatorTotals>) {
  return [...byIndicator.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([indicator, totals]) => ({ indicator, count: PEOPLE_INDICATORS.has(indicator) ? reachOf(totals.reach) : totals.count, spend: totals.spend }));
}

function actionList(entries: ReadonlyArray<readonly [string, number]>) {
  const list = entries.filter(([, value]) => value > 0).map(([action_type, value]) => ({ action_type, value: String(value) }));
  return list.length > 0 ? list : undefined;
}

export function checkInsightFields(fields: string[]) {
  for (const field of fields) {
    if (!(INSIGHT_FIELDS as readonly string[]).includes(field)) throw errors.unknownField(field, 'AdsInsights');
  }
}
