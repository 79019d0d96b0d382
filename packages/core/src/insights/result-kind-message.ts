import type { MessageCode } from '../messages/index.ts';
import { isResultKind, MIXED_RESULTS, type ResultKind } from './result-kinds.ts';

const KIND_MESSAGES: Readonly<Record<ResultKind, MessageCode>> = {
  link_clicks: 'resultKindLinkClicks',
  landing_page_views: 'resultKindLandingPageViews',
  purchases: 'resultKindPurchases',
  leads: 'resultKindLeads',
  post_engagements: 'resultKindPostEngagements',
  app_installs: 'resultKindAppInstalls',
  video_views: 'resultKindVideoViews',
  reach: 'resultKindReach',
  impressions: 'resultKindImpressions',
  clicks: 'resultKindClicks',
  conversions: 'resultKindConversions',
};

/** The catalogue's name of a result kind; a kind AdFleet has no name for reads "other results". */
export function resultKindMessage(kind: string): MessageCode {
  if (kind === MIXED_RESULTS) return 'resultKindMixed';
  return isResultKind(kind) ? KIND_MESSAGES[kind] : 'resultKindOther';
}
