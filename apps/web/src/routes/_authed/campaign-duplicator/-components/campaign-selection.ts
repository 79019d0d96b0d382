import type { Campaign } from './clone-types';

/** The campaigns ticked in the table, by id, in the order they were ticked (the batch clones them in that order). */
export type CampaignSelection = ReadonlyMap<string, Campaign>;

/** The most campaigns one batch clones (the server's cap, `MAX_CLONE_CAMPAIGNS`, refuses more with a message). */
export const MAX_SELECTED_CAMPAIGNS = 20;

/**
 * A campaign can join the selection when it is on the same platform as those already ticked: one batch copies into
 * one platform's accounts (cross-platform copies are out of scope).
 */
export function canJoinSelection(selection: CampaignSelection, campaign: Campaign): boolean {
  const first = selection.values().next().value;
  return first === undefined || first.platformId === campaign.platformId;
}

export function toggleCampaign(selection: CampaignSelection, campaign: Campaign, checked: boolean): CampaignSelection {
  const next = new Map(selection);
  if (checked && canJoinSelection(selection, campaign)) next.set(campaign.id, campaign);
  else next.delete(campaign.id);
  return next;
}

/** Ticks (or unticks) every campaign of the page that can be duplicated, keeping those ticked on other pages. */
export function toggleAllCampaigns(selection: CampaignSelection, page: readonly Campaign[], checked: boolean): CampaignSelection {
  return page.reduce((next, campaign) => toggleCampaign(next, campaign, checked), selection);
}

/** 'all' when every duplicable campaign of the page is ticked, 'some' when a few are, 'none' otherwise. */
export function pageSelectionState(selection: CampaignSelection, page: readonly Campaign[]): 'all' | 'some' | 'none' {
  const duplicable = page.filter((campaign) => canJoinSelection(selection, campaign));
  const ticked = duplicable.filter((campaign) => selection.has(campaign.id)).length;
  if (ticked === 0) return 'none';
  return ticked === duplicable.length ? 'all' : 'some';
}
