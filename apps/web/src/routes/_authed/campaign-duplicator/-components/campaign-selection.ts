import type { Campaign } from './clone-types';

/** The campaigns ticked in the table, by id, in the order they were ticked (the batch clones them in that order). */
export type CampaignSelection = ReadonlyMap<string, Campaign>;

/** The most campaigns one batch clones (the server's cap, `MAX_CLONE_CAMPAIGNS`, refuses more with a message). */
export const MAX_SELECTED_CAMPAIGNS = 20;

/** Several campaigns at once are re-created on Meta only; a TikTok campaign is duplicated on its own (its row's Duplicate). */
const SEVERAL_PLATFORM_ID = 1;

/**
 * A campaign can join the selection when it is a Meta campaign: one batch copies into one platform's accounts
 * (cross-platform copies are out of scope), and several TikTok campaigns at once are not offered.
 */
export function canJoinSelection(campaign: Campaign): boolean {
  return campaign.platformId === SEVERAL_PLATFORM_ID;
}

export function toggleCampaign(selection: CampaignSelection, campaign: Campaign, checked: boolean): CampaignSelection {
  const next = new Map(selection);
  if (checked && canJoinSelection(campaign)) next.set(campaign.id, campaign);
  else next.delete(campaign.id);
  return next;
}

/** Ticks (or unticks) every campaign of the page that can be duplicated, keeping those ticked on other pages. */
export function toggleAllCampaigns(selection: CampaignSelection, page: readonly Campaign[], checked: boolean): CampaignSelection {
  return page.reduce((next, campaign) => toggleCampaign(next, campaign, checked), selection);
}

/** 'all' when every duplicable campaign of the page is ticked, 'some' when a few are, 'none' otherwise. */
export function pageSelectionState(selection: CampaignSelection, page: readonly Campaign[]): 'all' | 'some' | 'none' {
  const duplicable = page.filter(canJoinSelection);
  const ticked = duplicable.filter((campaign) => selection.has(campaign.id)).length;
  if (ticked === 0) return 'none';
  return ticked === duplicable.length ? 'all' : 'some';
}
