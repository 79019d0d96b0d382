import type { Db } from '../client.ts';
import { EXPORT_ROWS_PER_FETCH, type ExportSink } from './export-sink.ts';
import { INVITATION_EXPORT_COLUMNS, writeSharedRowsForExport } from './shared-export-sections.ts';
import type { OwnerScope } from './user-settings-repository.ts';

/**
 * Everything AdFleet holds about one user, table by table: their own rows, and the shared rows of every workspace they
 * belong to (each row names its workspace), read in one repeatable-read transaction so the file is a
 * consistent picture, and handed to the sink section by section as the rows arrive. Columns holding a secret are never
 * selected: the password hash, the platform token's ciphertext and the session ids (each the SHA-256 of a session
 * token).
 */
export async function writeUserDataForExport(db: Db, scope: OwnerScope, sink: ExportSink): Promise<void> {
  const { userId } = scope;
  await db
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
      await sink.value(
        'profile',
        await trx
          .selectFrom('users')
          .select(['id', 'username', 'email', 'first_name', 'last_name', 'facebook_user_id', 'current_workspace_id', 'language', 'theme', 'created_at', 'updated_at'])
          .where('id', '=', userId)
          .executeTakeFirst(),
      );
      await sink.rows(
        'workspaces',
        trx
          .selectFrom('workspace_members as m')
          .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
          .select(['w.id', 'w.name', 'm.role', 'w.reporting_currency', 'w.approvals_required', 'm.created_at as joined_at'])
          .where('m.user_id', '=', userId)
          .orderBy('m.created_at')
          .stream(EXPORT_ROWS_PER_FETCH),
      );
      // What the person is assigned as a client, and the invitations they sent or accepted (never a token's hash).
      await sink.rows('assignedAccounts', trx.selectFrom('member_accounts').select(['workspace_id', 'ad_account_id']).where('user_id', '=', userId).orderBy('ad_account_id').stream(EXPORT_ROWS_PER_FETCH));
      await sink.rows('assignedBusinesses', trx.selectFrom('member_businesses').select(['workspace_id', 'business_id']).where('user_id', '=', userId).orderBy('business_id').stream(EXPORT_ROWS_PER_FETCH));
      await sink.rows(
        'invitations',
        trx
          .selectFrom('workspace_invitations')
          .select(INVITATION_EXPORT_COLUMNS)
          .where((eb) => eb.or([eb('invited_by', '=', userId), eb('accepted_by', '=', userId)]))
          .orderBy('created_at')
          .stream(EXPORT_ROWS_PER_FETCH),
      );
      await sink.rows('sessions', trx.selectFrom('sessions').select(['created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent']).where('user_id', '=', userId).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
      await writeSharedRowsForExport(trx, sink, { wholeWorkspaceIds, accountIds });
      await sink.rows('notifications', trx.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
      await sink.rows('notificationPreferences', trx.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).stream(EXPORT_ROWS_PER_FETCH));
      // What was mailed, without the bodies (a reset or confirmation link inside may still work).
      await sink.rows(
        'mail',
        trx.selectFrom('mail_messages').select(['id', 'to_address', 'template', 'language', 'subject', 'status', 'created_at', 'delivered_at']).where('user_id', '=', userId).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH),
      );
      // Which links were mailed and whether they were used; never their hashes.
      await sink.rows('accountLinks', trx.selectFrom('account_tokens').select(['purpose', 'email', 'expires_at', 'used_at', 'created_at']).where('user_id', '=', userId).orderBy('created_at').stream(EXPORT_ROWS_PER_FETCH));
      await sink.rows(
        'auditLog',
        trx
          .selectFrom('audit_log')
          .selectAll()
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('actor_user_id', '=', userId)]))
          .orderBy('id')
          .stream(EXPORT_ROWS_PER_FETCH),
      );
    });
}
