import type { Insertable, Selectable } from 'kysely';
import type { BudgetChangeItemsTable, BudgetChangesTable, BudgetThresholdsTable } from './tables/budgets.ts';
import type { CloneBatchSourcesTable, CloneBatchesTable, CloneStepsTable, CloneTargetsTable } from './tables/clones.ts';
import type { AccountTokensTable, MailMessagesTable } from './tables/mail.ts';
import type { DataDeletionRequestsTable } from './tables/data-rights.ts';
import type { AccountInsightsDailyTable, AdSetInsightsDailyTable, AdSetsTable, AdsTable, CampaignInsightsDailyTable, ExchangeRatesTable, SavedReportFiltersTable } from './tables/insights.ts';
import type { AuditLogTable, AuthAttemptsTable, NotificationPreferencesTable, NotificationsTable, SessionsTable, UsedSignedRequestsTable, UsersTable, WorkerHeartbeatsTable } from './tables/people.ts';
import type { AdAccountsTable, CampaignsTable, PlatformConnectionsTable, PlatformsTable, SyncRunsTable } from './tables/platforms.ts';

export type * from './tables/budgets.ts';
export type * from './tables/clones.ts';
export type * from './tables/data-rights.ts';
export type { StoredMessage } from './tables/columns.ts';
export type * from './tables/insights.ts';
export type * from './tables/mail.ts';
export type * from './tables/people.ts';
export type * from './tables/platforms.ts';

/** Every table, as Kysely sees it; each table's columns live in `tables/` by area. */
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
  mail_messages: MailMessagesTable;
  account_tokens: AccountTokensTable;
  data_deletion_requests: DataDeletionRequestsTable;
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
