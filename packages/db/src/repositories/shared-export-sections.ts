import type { SelectQueryBuilder } from 'kysely';
import type { Trx } from '../client.ts';
import type { Database } from '../schema.ts';
import { EXPORT_ROWS_PER_FETCH, type ExportSink } from './export-sink.ts';

/** A subquery of ids (one column), as `where(column, 'in', …)` takes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the ids may come from any table
type IdSubquery = SelectQueryBuilder<Database, any, Record<string, string>>;

/** What a platform connection is exported with: never its token's ciphertext. */
const CONNECTION_EXPORT_COLUMNS = [
  'id',
  'workspace_id',
  'connected_by',
  'platform_id',
  'external_user_id',
  'external_user_name',
  'token_expires_at',
  'scopes',
  'status',
  'status_reason',
  'last_synced_at',
  'created_at',
  'updated_at',
] as const;

/** What an invitation is exported with: never the hash of its mailed token. */
export const INVITATION_EXPORT_COLUMNS = ['id', 'workspace_id', 'email', 'role', 'ad_account_ids', 'business_ids', 'invited_by', 'created_at', 'expires_at', 'accepted_at', 'accepted_by', 'revoked_at'] as const;

/**
 * Which shared rows an export holds: those of the workspaces it sees whole, and those of the ad accounts it sees (a
 * client's, or every account of those workspaces).
 */
export interface SharedExportScope {
  wholeWorkspaceIds: IdSubquery;
  accountIds: IdSubquery;
}

/**
 * The rows a workspace's members share (connections, accounts and their objects and insights, syncs, clones, budget
 * changes, thresholds, proposals, saved filters), read in the caller's transaction and streamed to the sink section by
 * section. The personal export and the workspace's export both read them here, so they follow the same scoping and
 * never select a secret column.
 */
export async function writeSharedRowsForExport(trx: Trx, sink: ExportSink, { wholeWorkspaceIds, accountIds }: SharedExportScope): Promise<void> {
  const targetIds = trx
    .selectFrom('clone_targets')
    .select('id')
    .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('ad_account_id', 'in', accountIds)]));
  const batchIds = trx
    .selectFrom('clone_batches')
    .select('id')
    .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('id', 'in', trx.selectFrom('clone_targets').select('batch_id').where('id', 'in', targetIds))]));
  await sink.rows('connections', trx.selectFrom('platform_connections').select(CONNECTION_EXPORT_COLUMNS).where('workspace_id', 'in', wholeWorkspaceIds).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('adAccounts', trx.selectFrom('ad_accounts').selectAll().where('id', 'in', accountIds).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('campaigns', trx.selectFrom('campaigns').selectAll().where('ad_account_id', 'in', accountIds).orderBy('id').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('adSets', trx.selectFrom('ad_sets').selectAll().where('ad_account_id', 'in', accountIds).orderBy('id').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('ads', trx.selectFrom('ads').selectAll().where('ad_account_id', 'in', accountIds).orderBy('id').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('accountInsights', trx.selectFrom('account_insights_daily').selectAll().where('ad_account_id', 'in', accountIds).orderBy('date').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('campaignInsights', trx.selectFrom('campaign_insights_daily').selectAll().where('ad_account_id', 'in', accountIds).orderBy('date').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('adSetInsights', trx.selectFrom('adset_insights_daily').selectAll().where('ad_account_id', 'in', accountIds).orderBy('date').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('syncRuns', trx
      .selectFrom('sync_runs')
      .selectAll()
      .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('ad_account_id', 'in', accountIds)]))
      .orderBy('created_at')
      .stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('cloneBatches', trx.selectFrom('clone_batches').selectAll().where('id', 'in', batchIds).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('cloneBatchSources', trx.selectFrom('clone_batch_sources').selectAll().where('batch_id', 'in', batchIds).orderBy('position').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('cloneTargets', trx.selectFrom('clone_targets').selectAll().where('id', 'in', targetIds).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('cloneSteps', trx.selectFrom('clone_steps').selectAll().where('target_id', 'in', targetIds).orderBy('updated_at').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('budgetChanges', trx.selectFrom('budget_changes').selectAll().where('workspace_id', 'in', wholeWorkspaceIds).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('budgetChangeItems', trx
      .selectFrom('budget_change_items')
      .selectAll()
      .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('ad_account_id', 'in', accountIds)]))
      .orderBy('created_at')
      .stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('budgetThresholds', trx.selectFrom('budget_thresholds').selectAll().where('ad_account_id', 'in', accountIds).stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('proposals', trx.selectFrom('proposals').selectAll().where('workspace_id', 'in', wholeWorkspaceIds).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
  await sink.rows('savedFilters', trx.selectFrom('saved_report_filters').selectAll().where('workspace_id', 'in', wholeWorkspaceIds).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
}
