// Connected platforms and what is synced from them: connections, ad accounts, campaigns, sync runs.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BigintColumn, NumericColumn, StoredMessageColumn } from './columns.ts';

export interface PlatformsTable {
  id: number;
  name: string;
  display_name: string;
  icon: string;
}

export type ConnectionStatus = 'active' | 'invalid' | 'revoked';
export interface PlatformConnectionsTable {
  id: Generated<string>;
  workspace_id: string;
  /** The member who connected it; null once they deleted their account. */
  connected_by: string | null;
  platform_id: number;
  external_user_id: string;
  external_user_name: string | null;
  /** `v{key version}:…` AES-256-GCM ciphertext; the token is never stored in clear. */
  access_token_ciphertext: string;
  token_expires_at: Date | null;
  scopes: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<ConnectionStatus, ConnectionStatus | undefined, ConnectionStatus>;
  status_reason: StoredMessageColumn;
  last_synced_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AdAccountsTable {
  id: Generated<string>;
  workspace_id: string;
  connection_id: string;
  platform_id: number;
  ad_account_id: string;
  name: string;
  status: string;
  currency: string;
  timezone_name: string | null;
  business_id: string | null;
  business_name: string | null;
  min_daily_budget: BigintColumn | null;
  has_valid_token: Generated<boolean>;
  last_synced_at: Date | null;
  campaigns_synced_until: Date | null;
  insights_backfilled_at: Date | null;
  adset_insights_backfilled_at: Generated<Date | null>;
  user_tasks: string[] | null;
  api_usage_pct: NumericColumn | null;
  api_usage_reset_seconds: number | null;
  api_regain_access_at: Date | null;
  api_usage_seen_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CampaignsTable {
  id: Generated<string>;
  workspace_id: string;
  ad_account_id: string;
  platform_id: number;
  external_id: string;
  name: string;
  status: string;
  effective_status: string | null;
  objective: string | null;
  daily_budget: BigintColumn | null;
  lifetime_budget: BigintColumn | null;
  created_at: Date;
  updated_at: Date;
  synced_at: Generated<Date>;
  /** One of TikTok's Upgraded Smart+ campaigns (listed and copied through TikTok's Smart+ endpoints). */
  smart_plus: Generated<boolean>;
}

export type SyncRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export type SyncTrigger = 'connect' | 'manual' | 'schedule';

export interface SyncRunsTable {
  id: Generated<string>;
  workspace_id: string;
  connection_id: string;
  ad_account_id: string | null;
  kind: 'connection' | 'ad_account';
  trigger: SyncTrigger;
  status: ColumnType<SyncRunStatus, SyncRunStatus | undefined, SyncRunStatus>;
  error: StoredMessageColumn;
  stats: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}
