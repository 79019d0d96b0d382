import type { TFunction } from 'i18next';
import { readableConstant } from './readable-constant';

/** Meta's campaign statuses and effective statuses. */
export const KNOWN_CAMPAIGN_STATUSES = [
  'ACTIVE',
  'PAUSED',
  'DELETED',
  'ARCHIVED',
  'IN_PROCESS',
  'WITH_ISSUES',
  'CAMPAIGN_PAUSED',
  'ADSET_PAUSED',
  'PENDING_REVIEW',
  'DISAPPROVED',
  'PREAPPROVED',
  'PENDING_BILLING_INFO',
] as const;
type KnownCampaignStatus = (typeof KNOWN_CAMPAIGN_STATUSES)[number];

const isKnownStatus = (status: string): status is KnownCampaignStatus => (KNOWN_CAMPAIGN_STATUSES as readonly string[]).includes(status);

/** A campaign status in words; one Meta adds later reads as words too, never as the raw constant. */
export function campaignStatusLabel(status: string, t: TFunction<'campaigns'>): string {
  return isKnownStatus(status) ? t(`statuses.${status}`) : readableConstant(status);
}

export type StatusVariant = 'success' | 'secondary' | 'destructive' | 'outline';

/** Running in green, paused neutral, deleted in red; anything else an outline. */
export function campaignStatusVariant(status: string): StatusVariant {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'PAUSED':
      return 'secondary';
    case 'DELETED':
      return 'destructive';
    default:
      return 'outline';
  }
}
