import type { AdAccountUpsert, CampaignUpsert, DailyMetrics } from '@adfleet/db';
import type { GraphAdAccount, GraphCampaign, GraphInsightsRow } from '../graph/index.ts';
import type { SyncedCampaign } from './account-read.ts';
import { metaResults } from './meta-result-kind.ts';

/** Meta's numeric account_status, named (GRAPH_API.md §2). */
const ACCOUNT_STATUSES: Record<number, string> = {
  1: 'ACTIVE',
  2: 'DISABLED',
  3: 'UNSETTLED',
  7: 'PENDING_RISK_REVIEW',
  8: 'PENDING_SETTLEMENT',
  9: 'IN_GRACE_PERIOD',
  100: 'PENDING_CLOSURE',
  101: 'CLOSED',
  102: 'PENDING_SETTLEMENT',
};

export function accountStatusName(status: number): string {
  return ACCOUNT_STATUSES[status] ?? `UNKNOWN_${status}`;
}

export function toAdAccountUpsert(account: GraphAdAccount, owner: { workspaceId: string; connectionId: string; platformId: number }): AdAccountUpsert {
  return {
    ...owner,
    adAccountId: account.id,
    name: account.name,
    status: accountStatusName(account.account_status),
    currency: account.currency,
    timezoneName: account.timezone_name,
    businessId: account.business?.id ?? null,
    businessName: account.business?.name ?? null,
    minDailyBudget: account.min_daily_budget ?? null,
    userTasks: account.user_tasks ?? null,
  };
}

export function toSyncedCampaign(campaign: GraphCampaign): SyncedCampaign {
  return {
    externalId: campaign.id,
    name: campaign.name,
    status: campaign.status,
    effectiveStatus: campaign.effective_status,
    objective: campaign.objective,
    // Meta sends budgets as numeric strings in minor units; kept exact.
    dailyBudget: campaign.daily_budget ?? null,
    lifetimeBudget: campaign.lifetime_budget ?? null,
    createdAt: new Date(campaign.created_time),
    updatedAt: new Date(campaign.updated_time),
  };
}

export function toCampaignUpsert(campaign: GraphCampaign, owner: { workspaceId: string; adAccountId: string; platformId: number }): CampaignUpsert {
  return { ...owner, ...toSyncedCampaign(campaign) };
}

/**
 * Meta reports one purchase under several action types (pixel, on-site, omni), so only the broadest one present is
 * counted; leads are added. Counting every type would multiply conversions.
 */
const PURCHASE_TYPES = ['omni_purchase', 'purchase', 'offsite_conversion.fb_pixel_purchase'];
const LEAD_TYPES = ['lead'];

function firstValue(list: GraphInsightsRow['actions'], types: readonly string[]): string | undefined {
  for (const type of types) {
    const entry = list?.find((action) => action.action_type === type);
    if (entry) return entry.value;
  }
  return undefined;
}

export function toDailyMetrics(row: GraphInsightsRow): DailyMetrics {
  const purchases = Number(firstValue(row.actions, PURCHASE_TYPES) ?? 0);
  const leads = Number(firstValue(row.actions, LEAD_TYPES) ?? 0);
  return {
    date: row.date_start,
    spend: row.spend ?? '0',
    impressions: Number(row.impressions ?? 0),
    clicks: Number(row.clicks ?? 0),
    conversions: purchases + leads,
    // Meta reports purchase value wherever it counts purchases: a day without any is worth 0, not unknown.
    conversionValue: firstValue(row.action_values, PURCHASE_TYPES) ?? '0',
    ...metaResults(row),
    linkClicks: Number(firstValue(row.actions, ['link_click']) ?? 0),
    purchases,
    reach: row.reach === undefined ? null : Number(row.reach),
  };
}
