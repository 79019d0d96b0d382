import type { Db } from '../client.ts';
import type { OwnerScope } from './user-settings-repository.ts';

/**
 * Everything AdFleet holds about one user, table by table: their own rows, and the shared rows of every workspace they
 * belong to (each row names its workspace), read in one repeatable-read transaction so the file is a
 * consistent picture. Columns holding a secret are never selected: the password hash, the platform token's
 * ciphertext and the session ids (each the SHA-256 of a session token).
 */
export async function readUserDataForExport(db: Db, scope: OwnerScope) {
  const { userId } = scope;
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // A client's export holds what they may see there (issue 17): their accounts' rows, not the whole workspace's.
      const wholeWorkspaceIds = trx.selectFrom('workspace_members').select('workspace_id').where('user_id', '=', userId).where('role', '<>', 'client');
      const accountIds = trx
        .selectFrom('ad_accounts as a')
        .select('a.id')
        .where((eb) =>
          eb.or([
            eb('a.workspace_id', 'in', wholeWorkspaceIds),
            eb.exists(eb.selectFrom('member_accounts as ma').select('ma.ad_account_id').where('ma.user_id', '=', userId).whereRef('ma.ad_account_id', '=', 'a.id').whereRef('ma.workspace_id', '=', 'a.workspace_id')),
            eb.exists(eb.selectFrom('member_businesses as mb').select('mb.business_id').where('mb.user_id', '=', userId).whereRef('mb.workspace_id', '=', 'a.workspace_id').whereRef('mb.business_id', '=', 'a.business_id')),
          ]),
        );
      const targetIds = trx
        .selectFrom('clone_targets')
        .select('id')
        .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('ad_account_id', 'in', accountIds)]));
      const batchIds = trx
        .selectFrom('clone_batches')
        .select('id')
        .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('id', 'in', trx.selectFrom('clone_targets').select('batch_id').where('id', 'in', targetIds))]));
      return {
        profile: await trx
          .selectFrom('users')
          .select(['id', 'username', 'email', 'first_name', 'last_name', 'facebook_user_id', 'current_workspace_id', 'language', 'theme', 'created_at', 'updated_at'])
          .where('id', '=', userId)
          .executeTakeFirst(),
        workspaces: await trx
          .selectFrom('workspace_members as m')
          .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
          .select(['w.id', 'w.name', 'm.role', 'w.reporting_currency', 'w.approvals_required', 'm.created_at as joined_at'])
          .where('m.user_id', '=', userId)
          .orderBy('m.created_at')
          .execute(),
        // What the person is assigned as a client, and the invitations they sent or accepted (never a token's hash).
        assignedAccounts: await trx.selectFrom('member_accounts').select(['workspace_id', 'ad_account_id']).where('user_id', '=', userId).orderBy('ad_account_id').execute(),
        assignedBusinesses: await trx.selectFrom('member_businesses').select(['workspace_id', 'business_id']).where('user_id', '=', userId).orderBy('business_id').execute(),
        invitations: await trx
          .selectFrom('workspace_invitations')
          .select(['id', 'workspace_id', 'email', 'role', 'ad_account_ids', 'business_ids', 'invited_by', 'created_at', 'expires_at', 'accepted_at', 'accepted_by', 'revoked_at'])
          .where((eb) => eb.or([eb('invited_by', '=', userId), eb('accepted_by', '=', userId)]))
          .orderBy('created_at')
          .execute(),
        sessions: await trx.selectFrom('sessions').select(['created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent']).where('user_id', '=', userId).orderBy('created_at').execute(),
        connections: await trx
          .selectFrom('platform_connections')
          .select(['id', 'workspace_id', 'connected_by', 'platform_id', 'external_user_id', 'external_user_name', 'token_expires_at', 'scopes', 'status', 'status_reason', 'last_synced_at', 'created_at', 'updated_at'])
          .where('workspace_id', 'in', wholeWorkspaceIds)
          .orderBy('created_at')
          .execute(),
        adAccounts: await trx.selectFrom('ad_accounts').selectAll().where('id', 'in', accountIds).orderBy('created_at').execute(),
        campaigns: await trx.selectFrom('campaigns').selectAll().where('ad_account_id', 'in', accountIds).orderBy('id').execute(),
        adSets: await trx.selectFrom('ad_sets').selectAll().where('ad_account_id', 'in', accountIds).orderBy('id').execute(),
        ads: await trx.selectFrom('ads').selectAll().where('ad_account_id', 'in', accountIds).orderBy('id').execute(),
        accountInsights: await trx.selectFrom('account_insights_daily').selectAll().where('ad_account_id', 'in', accountIds).orderBy('date').execute(),
        campaignInsights: await trx.selectFrom('campaign_insights_daily').selectAll().where('ad_account_id', 'in', accountIds).orderBy('date').execute(),
        adSetInsights: await trx.selectFrom('adset_insights_daily').selectAll().where('ad_account_id', 'in', accountIds).orderBy('date').execute(),
        syncRuns: await trx
          .selectFrom('sync_runs')
          .selectAll()
          .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('ad_account_id', 'in', accountIds)])).orderBy('created_at').execute(),
        cloneBatches: await trx.selectFrom('clone_batches').selectAll().where('id', 'in', batchIds).orderBy('created_at').execute(),
        cloneBatchSources: await trx.selectFrom('clone_batch_sources').selectAll().where('batch_id', 'in', batchIds).orderBy('position').execute(),
        cloneTargets: await trx.selectFrom('clone_targets').selectAll().where('id', 'in', targetIds).orderBy('created_at').execute(),
        cloneSteps: await trx.selectFrom('clone_steps').selectAll().where('target_id', 'in', targetIds).orderBy('updated_at').execute(),
        budgetChanges: await trx.selectFrom('budget_changes').selectAll().where('workspace_id', 'in', wholeWorkspaceIds).orderBy('created_at').execute(),
        budgetChangeItems: await trx
          .selectFrom('budget_change_items')
          .selectAll()
          .where((eb) => eb.or([eb('workspace_id', 'in', wholeWorkspaceIds), eb('ad_account_id', 'in', accountIds)])).orderBy('created_at').execute(),
        budgetThresholds: await trx.selectFrom('budget_thresholds').selectAll().where('ad_account_id', 'in', accountIds).execute(),
        proposals: await trx.selectFrom('proposals').selectAll().where('workspace_id', 'in', wholeWorkspaceIds).orderBy('created_at').execute(),
        savedFilters: await trx.selectFrom('saved_report_filters').selectAll().where('workspace_id', 'in', wholeWorkspaceIds).orderBy('created_at').execute(),
        notifications: await trx.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
        notificationPreferences: await trx.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).execute(),
        // What was mailed, without the bodies (a reset or confirmation link inside may still work).
        mail: await trx.selectFrom('mail_messages').select(['id', 'to_address', 'template', 'language', 'subject', 'status', 'created_at', 'delivered_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
        // Which links were mailed and whether they were used; never their hashes.
        accountLinks: await trx.selectFrom('account_tokens').select(['purpose', 'email', 'expires_at', 'used_at', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
        auditLog: await trx
          .selectFrom('audit_log')
          .selectAll()
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('actor_user_id', '=', userId)]))
          .orderBy('id')
          .execute(),
      };
    });
}

export type UserDataExport = Awaited<ReturnType<typeof readUserDataForExport>>;
