import type { GraphClient, GraphParams } from './graph-client.ts';
import {
  graphAdAccountSchema,
  graphCampaignSchema,
  graphInsightsRowSchema,
  graphPermissionsSchema,
  graphUserSchema,
  type GraphAdAccount,
  type GraphCampaign,
  type GraphInsightsRow,
  type GraphUser,
} from './graph-schemas.ts';

const ACCOUNT_FIELDS = 'id,account_id,name,currency,timezone_name,account_status,amount_spent,min_daily_budget,business{id,name},user_tasks';
const CAMPAIGN_FIELDS = 'id,account_id,name,status,effective_status,objective,daily_budget,lifetime_budget,special_ad_categories,bid_strategy,created_time,updated_time';
const INSIGHT_FIELDS = 'spend,impressions,clicks,ctr,cpc,actions,action_values,purchase_roas';

export interface InsightsQuery {
  level?: 'account' | 'campaign' | 'adset' | 'ad';
  datePreset?: string;
  timeRange?: { since: string; until: string };
  /** 1 for daily rows. */
  timeIncrement?: number | 'all_days' | 'monthly';
  fields?: string[];
}

/** What every read may carry besides the token. */
export interface ReadOptions {
  signal?: AbortSignal;
}

async function collect<T>(items: AsyncIterable<unknown>, parse: (item: unknown) => T): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(parse(item));
  return out;
}

/** The typed reads AdFleet needs, on top of the generic client. */
export function graphReads(client: GraphClient) {
  return {
    me: async (accessToken: string, options: ReadOptions = {}): Promise<GraphUser> =>
      graphUserSchema.parse(await client.get('me', { fields: 'id,name,email,first_name,last_name' }, { accessToken, ...options })),
    /** Scopes the user granted and declined, as /me/permissions lists them. */
    permissions: async (accessToken: string, options: ReadOptions = {}): Promise<Array<{ permission: string; status: string }>> =>
      graphPermissionsSchema.parse(await client.get('me/permissions', {}, { accessToken, ...options })).data,
    adAccounts: (accessToken: string, options: ReadOptions = {}): Promise<GraphAdAccount[]> =>
      collect(client.paginate('me/adaccounts', { fields: ACCOUNT_FIELDS, limit: 100 }, { accessToken, ...options }), (item) => graphAdAccountSchema.parse(item)),
    /** `updatedSince` (epoch seconds) limits the read to campaigns changed since then: Meta's incremental read. */
    campaigns: (adAccountId: string, accessToken: string, options: ReadOptions & CampaignsQuery = {}): Promise<GraphCampaign[]> => {
      const { path, params } = campaignsRequest(adAccountId, options);
      return collect(client.paginate(path, params, { accessToken, ...(options.signal ? { signal: options.signal } : {}) }), (item) => graphCampaignSchema.parse(item));
    },
    insights: (nodeId: string, accessToken: string, query: InsightsQuery = {}, options: ReadOptions = {}): Promise<GraphInsightsRow[]> => {
      const { path, params } = insightsRequest(nodeId, query);
      return collect(client.paginate(path, params, { accessToken, ...options }), (item) => graphInsightsRowSchema.parse(item));
    },
  };
}

export interface CampaignsQuery {
  effectiveStatus?: string[];
  /** Epoch seconds: only campaigns changed since then, Meta's incremental read. */
  updatedSince?: number;
  limit?: number;
}

/** An edge read as path and parameters, for a single call or an operation of a batch. */
export interface EdgeRequest {
  path: string;
  params: GraphParams;
}

export function campaignsRequest(adAccountId: string, query: CampaignsQuery = {}): EdgeRequest {
  return {
    path: `act_${adAccountId.replace(/^act_/, '')}/campaigns`,
    params: { fields: CAMPAIGN_FIELDS, limit: query.limit ?? 100, effective_status: query.effectiveStatus, updated_since: query.updatedSince },
  };
}

export function insightsRequest(nodeId: string, query: InsightsQuery & { limit?: number } = {}): EdgeRequest {
  return {
    path: `${nodeId}/insights`,
    params: {
      fields: [...(query.fields ?? INSIGHT_FIELDS.split(',')), ...(query.level && query.level !== 'account' ? [`${query.level}_id`] : [])].join(','),
      level: query.level,
      date_preset: query.timeRange ? undefined : query.datePreset,
      time_range: query.timeRange,
      time_increment: query.timeIncrement,
      limit: query.limit ?? 500,
    },
  };
}

