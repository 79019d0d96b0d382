import type { Ad, AdSet, Campaign, World } from '../world/world-types.ts';

/** Meta derives effective_status from the object's own status and its parents'. */
export function campaignEffectiveStatus(campaign: Campaign): string {
  return campaign.status;
}

export function adsetEffectiveStatus(world: World, adset: AdSet): string {
  if (adset.status !== 'ACTIVE') return adset.status;
  const campaign = world.campaigns[adset.campaignId];
  return campaign && campaign.status !== 'ACTIVE' ? 'CAMPAIGN_PAUSED' : 'ACTIVE';
}

export function adEffectiveStatus(world: World, ad: Ad): string {
  if (ad.status !== 'ACTIVE') return ad.status;
  const campaign = world.campaigns[ad.campaignId];
  if (campaign && campaign.status !== 'ACTIVE') return 'CAMPAIGN_PAUSED';
  const adset = world.adsets[ad.adsetId];
  return adset && adset.status !== 'ACTIVE' ? 'ADSET_PAUSED' : 'ACTIVE';
}

export const EFFECTIVE_STATUSES = [
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
