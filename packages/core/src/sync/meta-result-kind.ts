import { MIXED_RESULT_KIND } from '@adfleet/db';
import type { ResultKind } from '../insights/result-kinds.ts';
import type { GraphInsightsRow } from '../graph/index.ts';

/**
 * Meta's `results` indicators by kind: the action an optimization goal counts (pixel, on-site and omni variants
 * alike), or reach and impressions for awareness goals.
 */
const INDICATOR_KINDS: Readonly<Record<string, ResultKind>> = {
  'actions:link_click': 'link_clicks',
  'actions:landing_page_view': 'landing_page_views',
  'actions:omni_landing_page_view': 'landing_page_views',
  'actions:offsite_conversion.fb_pixel_purchase': 'purchases',
  'actions:purchase': 'purchases',
  'actions:omni_purchase': 'purchases',
  'actions:onsite_web_purchase': 'purchases',
  'actions:lead': 'leads',
  'actions:onsite_conversion.lead_grouped': 'leads',
  'actions:offsite_conversion.fb_pixel_lead': 'leads',
  'actions:post_engagement': 'post_engagements',
  'actions:mobile_app_install': 'app_installs',
  'actions:omni_app_install': 'app_installs',
  'actions:video_thruplay_watched_actions': 'video_views',
  reach: 'reach',
  impressions: 'impressions',
};

/** An indicator's kind; one AdFleet has no name for is kept as Meta wrote it, so it never merges with another. */
function resultKindOfIndicator(indicator: string): string {
  return INDICATOR_KINDS[indicator] ?? indicator;
}

/**
 * A daily row's results and their kind: one kind where every indicator listed is of it, else 'mixed' with no count
 * (an account's day over ad sets with different goals). No `results` at all: nothing known.
 */
export function metaResults(row: Pick<GraphInsightsRow, 'results'>): { results: number | null; resultKind: string | null } {
  const entries = row.results ?? [];
  if (entries.length === 0) return { results: null, resultKind: null };
  const kinds = new Set(entries.map((entry) => resultKindOfIndicator(entry.indicator)));
  if (kinds.size > 1) return { results: null, resultKind: MIXED_RESULT_KIND };
  const results = entries.reduce((sum, entry) => sum + Number(entry.values?.[0]?.value ?? 0), 0);
  return { results, resultKind: [...kinds][0]! };
}
