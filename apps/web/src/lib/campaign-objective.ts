import type { TFunction } from 'i18next';
import { readableConstant } from './readable-constant';

/** Meta's objectives, today's (OUTCOME_…) and the legacy ones older campaigns still carry, and TikTok's (`objective_type`). */
export const KNOWN_OBJECTIVES = [
  'OUTCOME_AWARENESS',
  'OUTCOME_TRAFFIC',
  'OUTCOME_ENGAGEMENT',
  'OUTCOME_LEADS',
  'OUTCOME_APP_PROMOTION',
  'OUTCOME_SALES',
  'BRAND_AWARENESS',
  'REACH',
  'LINK_CLICKS',
  'POST_ENGAGEMENT',
  'PAGE_LIKES',
  'EVENT_RESPONSES',
  'VIDEO_VIEWS',
  'MESSAGES',
  'LEAD_GENERATION',
  'APP_INSTALLS',
  'CONVERSIONS',
  'PRODUCT_CATALOG_SALES',
  'STORE_VISITS',
  // TikTok's; REACH, VIDEO_VIEWS, LEAD_GENERATION and CONVERSIONS share Meta's names above.
  'TRAFFIC',
  'WEB_CONVERSIONS',
  'APP_PROMOTION',
  'ENGAGEMENT',
  'PRODUCT_SALES',
  'RF_REACH',
] as const;
type KnownObjective = (typeof KNOWN_OBJECTIVES)[number];

const isKnownObjective = (objective: string): objective is KnownObjective => (KNOWN_OBJECTIVES as readonly string[]).includes(objective);

/** A campaign objective in words; one Meta adds later reads as words too, never as the raw constant. */
export function objectiveLabel(objective: string, t: TFunction<'campaigns'>): string {
  return isKnownObjective(objective) ? t(`objectives.${objective}`) : readableConstant(objective);
}
