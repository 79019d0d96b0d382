import type { DayMetrics } from '../world/ad-day-metrics.ts';
import type { AdSet } from '../world/world-types.ts';

/**
 * What an ad set's results count, named as Meta's `results` field names it (`indicator`): the action its optimization
 * goal optimizes for, or reach / impressions for awareness goals. Goals the demo world never delivers on count link
 * clicks, the traffic default.
 */
export function resultIndicator(adset: Pick<AdSet, 'optimizationGoal' | 'promotedObject'> | undefined): string {
  switch (adset?.optimizationGoal) {
    case 'OFFSITE_CONVERSIONS':
    case 'VALUE': {
      const event = String(adset.promotedObject?.custom_event_type ?? 'PURCHASE').toLowerCase();
      return `actions:offsite_conversion.fb_pixel_${event}`;
    }
    case 'POST_ENGAGEMENT':
      return 'actions:post_engagement';
    case 'LEAD_GENERATION':
      return 'actions:lead';
    case 'APP_INSTALLS':
      return 'actions:mobile_app_install';
    case 'REACH':
      return 'reach';
    case 'IMPRESSIONS':
      return 'impressions';
    default:
      return 'actions:link_click';
  }
}

/** Indicators that count people, not events: deduplicated across days and ads, never summed. */
export const PEOPLE_INDICATORS: ReadonlySet<string> = new Set(['reach']);

/** One ad-day's count of an additive indicator, the same figure its `actions` (or `impressions`) report. */
export function additiveCount(indicator: string, day: DayMetrics): number {
  switch (indicator) {
    case 'actions:offsite_conversion.fb_pixel_purchase':
      return day.purchases;
    case 'actions:post_engagement':
      return day.postEngagements;
    case 'actions:lead':
      return day.leads;
    case 'actions:mobile_app_install':
      return day.appInstalls;
    case 'impressions':
      return day.impressions;
    case 'actions:link_click':
      return day.linkClicks;
    default:
      return 0;
  }
}
