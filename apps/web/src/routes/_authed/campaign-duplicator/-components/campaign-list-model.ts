import { formatMinor } from '@adfleet/core/money';

export const DEFAULT_CURRENCY = 'USD';

export interface BudgetFields {
  dailyBudget: number | null;
  lifetimeBudget: number | null;
  currency?: string | null;
}

/**
 * A campaign's budget as the spec shows it: the daily budget, else the lifetime one, from Meta's minor units in the
 * UI's money locale ("US$ 10,00" in es-CO, "$10.00" in en-US); null when neither is set ('No definido').
 */
export function formatBudget({ dailyBudget, lifetimeBudget, currency }: BudgetFields, locale: string): string | null {
  const minor = dailyBudget ?? lifetimeBudget;
  if (minor === null) return null;
  return formatMinor(minor, currency || DEFAULT_CURRENCY, locale);
}

/** The campaign `?campaignId=` names, by its Meta id or by AdFleet's id. */
export function findCampaignByParam<T extends { id: string; externalId: string }>(campaigns: readonly T[], param: string | undefined): T | undefined {
  if (!param) return undefined;
  return campaigns.find((campaign) => campaign.externalId === param || campaign.id === param);
}
