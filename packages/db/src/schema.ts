import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';

/** Rows of `worker_heartbeats`: one per live worker process, refreshed every few seconds. */
export interface WorkerHeartbeatsTable {
  worker_id: string;
  hostname: string;
  pid: number;
  started_at: ColumnType<Date, Date, never>;
  beat_at: ColumnType<Date, Date, Date>;
}

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  facebook_user_id: string | null;
  /** ISO 4217 code; null until the user picks one (ADR 0030). */
  reporting_currency: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The person's chosen language and theme; null until they choose (ADR 0034). */
  language: Generated<'en' | 'es' | null>;
  theme: Generated<'light' | 'dark' | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: Date;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  user_id: string | null;
  actor_type: 'user' | 'system' | 'anonymous';
  actor_user_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  metadata: JSONColumnType<Record<string, unknown>>;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface AuthAttemptsTable {
  key: string;
  window_started_at: Date;
  count: number;
}

export interface UsedSignedRequestsTable {
  hash: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface PlatformsTable {
  id: number;
  name: string;
  display_name: string;
  icon: string;
}

export type ConnectionStatus = 'active' | 'invalid' | 'revoked';

/**
 * A message for a person as stored: a code of core's message catalogue and its parameters, rendered in the reader's
 * language when shown. The database knows only the shape; written as JSON text.
 */
export interface StoredMessage {
  code: string;
  params: Record<string, unknown>;
}
type StoredMessageColumn = ColumnType<StoredMessage | null, string | null | undefined, string | null>;

export interface PlatformConnectionsTable {
  id: Generated<string>;
  user_id: string;
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

/** Postgres bigint and numeric arrive as strings (exact); callers convert where a number is safe. */
type BigintColumn = ColumnType<string, string | number | bigint, string | number | bigint>;
type NumericColumn = ColumnType<string, string | number, string | number>;

export interface AdAccountsTable {
  id: Generated<string>;
  user_id: string;
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
  user_id: string;
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
}

/** `date` is read as text (YYYY-MM-DD) by the repositories: a JS Date would shift it by the server's time zone. */
interface InsightMetrics {
  date: ColumnType<Date, string, string>;
  spend: NumericColumn;
  impressions: BigintColumn;
  clicks: BigintColumn;
  conversions: NumericColumn;
  conversion_value: NumericColumn;
  synced_at: Generated<Date>;
}

export interface AccountInsightsDailyTable extends InsightMetrics {
  ad_account_id: string;
}

export interface CampaignInsightsDailyTable extends InsightMetrics {
  ad_account_id: string;
  campaign_id: string;
}

export interface AdSetsTable {
  id: Generated<string>;
  user_id: string;
  ad_account_id: string;
  campaign_id: string | null;
  external_id: string;
  name: string;
  status: string;
  effective_status: string | null;
  synced_at: Generated<Date>;
}

export interface AdsTable {
  id: Generated<string>;
  ad_account_id: string;
  ad_set_id: string;
  external_id: string;
  name: string;
  synced_at: Generated<Date>;
}

export interface AdSetInsightsDailyTable extends InsightMetrics {
  ad_account_id: string;
  ad_set_id: string;
}

export interface SavedReportFiltersTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  filters: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type SyncRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export type SyncTrigger = 'connect' | 'manual' | 'schedule';

export interface SyncRunsTable {
  id: Generated<string>;
  user_id: string;
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

export type CloneTargetState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type CloneStepKind = 'image' | 'campaign' | 'adset' | 'creative' | 'ad';
export type CloneStepState = 'planned' | 'sent' | 'created';

export interface CloneBatchesTable {
  id: Generated<string>;
  user_id: string;
  source_campaign_id: string | null;
  source_campaign_external_id: string;
  source_campaign_name: string;
  source_ad_account_id: string;
  name_template: string;
  request: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
  /** When its jobs may start, for a batch asked to start later; null: at once. */
  starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One campaign a batch clones: the tree read once (snapshot) that each of its targets re-creates. */
export interface CloneBatchSourcesTable {
  id: Generated<string>;
  batch_id: string;
  position: number;
  source_campaign_id: string | null;
  source_campaign_external_id: string;
  source_campaign_name: string;
  source_ad_account_id: string;
  snapshot: JSONColumnType<Record<string, unknown>>;
  /** The campaign's own budget type in a several-campaign batch; null: the request's. */
  budget_type: 'daily' | 'lifetime' | null;
}

/** Ids a target account may use, as Meta listed them for its token. */
export interface CloneTargetUsable {
  pixels: string[];
  pages: string[];
  audiences: string[];
}

export interface CloneTargetsTable {
  id: Generated<string>;
  batch_id: string;
  /** The clone_batch_sources row (campaign) this target re-creates. */
  source_id: string;
  user_id: string;
  ad_account_id: string | null;
  external_ad_account_id: string;
  account_name: string;
  currency: string;
  budget_minor: BigintColumn | null;
  campaign_name: string;
  state: ColumnType<CloneTargetState, CloneTargetState | undefined, CloneTargetState>;
  message: StoredMessageColumn;
  error: StoredMessageColumn;
  warnings: JSONColumnType<StoredMessage[]>;
  steps_total: ColumnType<number, number | undefined, number>;
  /** What the batch start found the target may use; null when it could not read it (the job reads it then). */
  usable: ColumnType<CloneTargetUsable | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface CloneStepsTable {
  id: Generated<string>;
  target_id: string;
  kind: CloneStepKind;
  source_id: string;
  name: string;
  state: ColumnType<CloneStepState, CloneStepState | undefined, CloneStepState>;
  created_id: string | null;
  sent_at: Date | null;
  updated_at: Generated<Date>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  params: JSONColumnType<Record<string, unknown>>;
  /** Where the reader acts on it, an app path. */
  link: string;
  /** One notification per (user, key) at a time; null once the condition it reported has cleared. */
  dedup_key: string | null;
  created_at: Generated<Date>;
  read_at: Date | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: string;
  enabled: boolean;
  updated_at: Generated<Date>;
}

export type BudgetThresholdPeriod = 'day' | 'month';

export interface BudgetThresholdsTable {
  user_id: string;
  ad_account_id: string;
  period: BudgetThresholdPeriod;
  amount_minor: BigintColumn;
  updated_at: Generated<Date>;
}

export interface BudgetChangesTable {
  id: Generated<string>;
  user_id: string;
  request: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export type BudgetChangeItemState = 'queued' | 'running' | 'succeeded' | 'failed';

/** One campaign or ad set of a budget change: the value it had when previewed and the one the job writes. */
export interface BudgetChangeItemsTable {
  id: Generated<string>;
  change_id: string;
  user_id: string;
  ad_account_id: string | null;
  external_ad_account_id: string;
  account_name: string;
  currency: string;
  object_type: 'campaign' | 'adset';
  object_id: string;
  object_name: string;
  budget_type: 'daily' | 'lifetime';
  old_minor: BigintColumn;
  new_minor: BigintColumn;
  state: ColumnType<BudgetChangeItemState, BudgetChangeItemState | undefined, BudgetChangeItemState>;
  error: StoredMessageColumn;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface Database {
  worker_heartbeats: WorkerHeartbeatsTable;
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  auth_attempts: AuthAttemptsTable;
  used_signed_requests: UsedSignedRequestsTable;
  platforms: PlatformsTable;
  platform_connections: PlatformConnectionsTable;
  ad_accounts: AdAccountsTable;
  campaigns: CampaignsTable;
  account_insights_daily: AccountInsightsDailyTable;
  campaign_insights_daily: CampaignInsightsDailyTable;
  sync_runs: SyncRunsTable;
  clone_batches: CloneBatchesTable;
  clone_batch_sources: CloneBatchSourcesTable;
  clone_targets: CloneTargetsTable;
  clone_steps: CloneStepsTable;
  budget_thresholds: BudgetThresholdsTable;
  budget_changes: BudgetChangesTable;
  budget_change_items: BudgetChangeItemsTable;
  ad_sets: AdSetsTable;
  ads: AdsTable;
  adset_insights_daily: AdSetInsightsDailyTable;
  saved_report_filters: SavedReportFiltersTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  exchange_rates: ExchangeRatesTable;
}

/** Units of `currency` per one euro on `day`, as the ECB publishes them (ADR 0030). */
export interface ExchangeRatesTable {
  day: ColumnType<Date, string, string>;
  currency: string;
  per_eur: NumericColumn;
  source: string;
  fetched_at: Generated<Date>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
export type PlatformRow = Selectable<PlatformsTable>;
export type ConnectionRow = Selectable<PlatformConnectionsTable>;
export type AdAccountRow = Selectable<AdAccountsTable>;
export type CampaignRow = Selectable<CampaignsTable>;
export type SyncRunRow = Selectable<SyncRunsTable>;
export type CloneBatchRow = Selectable<CloneBatchesTable>;
export type CloneTargetRow = Selectable<CloneTargetsTable>;
export type CloneStepRow = Selectable<CloneStepsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type BudgetChangeItemRow = Selectable<BudgetChangeItemsTable>;
export type BudgetThresholdRow = Selectable<BudgetThresholdsTable>;
