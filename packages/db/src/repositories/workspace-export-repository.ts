import type { Db } from '../client.ts';
import { EXPORT_ROWS_PER_FETCH, type ExportSink } from './export-sink.ts';
import { INVITATION_EXPORT_COLUMNS, writeSharedRowsForExport } from './shared-export-sections.ts';

/**
 * Everything one workspace's members share, table by table, for its admins: the workspace, its members (with their
 * addresses and a client's assignments), pending invitations, the shared rows the personal export reads the same way,
 * and the workspace's audit rows with their actors' usernames. One repeatable-read transaction, so the file is a
 * consistent picture, handed to the sink section by section as the rows arrive; no secret column is selected (tokens,
 * ciphertext, token and password hashes, session ids), and nothing of another workspace is read.
 */
export async function writeWorkspaceDataForExport(db: Db, workspaceId: string, sink: ExportSink): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const wholeWorkspaceIds = trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId);
      const accountIds = trx.selectFrom('ad_accounts').select('id').where('workspace_id', '=', workspaceId);
      const workspace = await trx.selectFrom('workspaces').select(['id', 'name', 'reporting_currency', 'approvals_required', 'created_at']).where('id', '=', workspaceId).executeTakeFirst();
      const members = await trx
        .selectFrom('workspace_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'u.username', 'u.email', 'm.role', 'm.created_at as joined_at'])
        .where('m.workspace_id', '=', workspaceId)
        .orderBy('m.created_at')
        .orderBy('m.user_id')
        .execute();
      const assignedAccounts = await trx.selectFrom('member_accounts').select(['user_id', 'ad_account_id']).where('workspace_id', '=', workspaceId).orderBy('ad_account_id').execute();
      const assignedBusinesses = await trx.selectFrom('member_businesses').select(['user_id', 'business_id']).where('workspace_id', '=', workspaceId).orderBy('business_id').execute();
      await sink.value('workspace', workspace);
      // A client's assignments ride on their member row: what they see is part of who they are in the team.
      await sink.value(
        'members',
        members.map((member) => ({
          ...member,
          ad_account_ids: assignedAccounts.filter((row) => row.user_id === member.user_id).map((row) => row.ad_account_id),
          business_ids: assignedBusinesses.filter((row) => row.user_id === member.user_id).map((row) => row.business_id),
        })),
      );
      await sink.rows(
        'invitations',
        trx
          .selectFrom('workspace_invitations')
          .select(INVITATION_EXPORT_COLUMNS)
          .where('workspace_id', '=', workspaceId)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .orderBy('created_at')
          .stream(EXPORT_ROWS_PER_FETCH),
      );
      await writeSharedRowsForExport(trx, sink, { wholeWorkspaceIds, accountIds });
      await sink.rows(
        'auditLog',
        trx
          .selectFrom('audit_log as l')
          .leftJoin('users as actor', 'actor.id', 'l.actor_user_id')
          .selectAll('l')
          .select('actor.username as actor_username')
          .where('l.workspace_id', '=', workspaceId)
          .orderBy('l.id')
          .stream(EXPORT_ROWS_PER_FETCH),
      );
    });
}
