import type { Campaign, World } from '../world/world-types.ts';

/** The Advantage+ kind a campaign of each objective is when all three of its levers are on. */
const ADVANTAGE_PLUS_KINDS: Readonly<Record<string, string>> = {
  OUTCOME_SALES: 'advantage_plus_sales',
  OUTCOME_APP_PROMOTION: 'advantage_plus_app',
  OUTCOME_LEADS: 'advantage_plus_leads',
};

/** Targeting keys that choose placements; an ad set naming none has Advantage+ placements. */
const PLACEMENT_KEYS = ['publisher_platforms', 'facebook_positions', 'instagram_positions', 'messenger_positions', 'audience_network_positions', 'threads_positions', 'whatsapp_positions', 'device_platforms'];

const state = (on: boolean) => (on ? 'enabled' : 'disabled');

/**
 * A campaign's read-only `advantage_state_info`, as Meta derives it since the Advantage+ campaign experience
 * (developers.facebook.com, "Advantage+ Campaign Experience for Sales, App, and Leads"): Advantage+ campaign budget (the
 * budget on the campaign), Advantage+ audience (every ad set's `targeting_automation.advantage_audience` 1) and
 * Advantage+ placements (no ad set chooses its placements); all three on make a sales, app or leads campaign an
 * Advantage+ one. Nothing sets it directly, so a copy is Advantage+ exactly when its levers are.
 */
export function advantageStateInfo(world: World, campaign: Campaign) {
  const adsets = Object.values(world.adsets).filter((adset) => adset.campaignId === campaign.id && adset.status !== 'DELETED');
  const budget = campaign.dailyBudget !== undefined || campaign.lifetimeBudget !== undefined;
  const audience = adsets.length > 0 && adsets.every((adset) => Number((adset.targeting.targeting_automation as { advantage_audience?: unknown } | undefined)?.advantage_audience) === 1);
  const placements = adsets.length > 0 && adsets.every((adset) => PLACEMENT_KEYS.every((key) => adset.targeting[key] === undefined));
  const kind = ADVANTAGE_PLUS_KINDS[campaign.objective];
  return {
    advantage_state: kind && budget && audience && placements ? kind : 'disabled',
    advantage_budget_state: state(budget),
    advantage_audience_state: state(audience),
    advantage_placement_state: state(placements),
  };
}
