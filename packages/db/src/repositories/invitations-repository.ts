import type { Selectable } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { InvitedRole, WorkspaceInvitationsTable } from '../tables/workspaces.ts';

export type InvitationRow = Selectable<WorkspaceInvitationsTable>;
/** An invitation with what its pages show: the workspace's name and the inviter's username. */
export type InvitationWithNames = InvitationRow & { workspace_name: string; invited_by_username: string | null };

export async function insertInvitation(
  trx: Trx,
  invitation: { workspaceId: string; email: string; role: InvitedRole; adAccountIds: string[]; businessIds: string[]; tokenHash: string; invitedBy: string; createdAt: Date; expiresAt: Date },
): Promise<{ id: string }> {
  return trx
    .insertInto('workspace_invitations')
    .values({
      workspace_id: invitation.workspaceId,
      email: invitation.email,
      role: invitation.role,
      ad_account_ids: invitation.adAccountIds,
      business_ids: invitation.businessIds,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Revokes the workspace's open invitations for an address (a new one replaces them); their ids. */
export async function revokeOpenInvitationsFor(trx: Trx, workspaceId: string, email: string, at: Date): Promise<string[]> {
  const rows = await trx
    .updateTable('workspace_invitations')
    .set({ revoked_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

function withNames(db: Db | Trx) {
  return db
    .selectFrom('workspace_invitations as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .selectAll('i')
    .select(['w.name as workspace_name', 'u.username as invited_by_username']);
}

/** The workspace's invitations neither accepted nor revoked (expired ones included), newest first. */
export async function listOpenInvitations(db: Db | Trx, workspaceId: string): Promise<InvitationWithNames[]> {
  return withNames(db).where('i.workspace_id', '=', workspaceId).where('i.accepted_at', 'is', null).where('i.revoked_at', 'is', null).orderBy('i.created_at', 'desc').orderBy('i.id').execute();
}

/** Invitations waiting for an address: neither accepted, revoked nor expired; soonest to expire first. */
export async function listPendingInvitationsFor(db: Db | Trx, email: string, now: Date): Promise<InvitationWithNames[]> {
  return withNames(db)
    .where('i.email', '=', email)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.expires_at')
    .orderBy('i.id')
    .execute();
}

export async function findInvitationById(db: Db | Trx, id: string): Promise<InvitationWithNames | undefined> {
  return withNames(db).where('i.id', '=', id).executeTakeFirst();
}

export async function findInvitationByTokenHash(db: Db | Trx, tokenHash: string): Promise<InvitationWithNames | undefined> {
  return withNames(db).where('i.token_hash', '=', tokenHash).executeTakeFirst();
}

/** Locks an invitation for its acceptance, so it is used once however many tabs accept it at the same moment. */
export async function lockInvitation(trx: Trx, id: string): Promise<InvitationRow | undefined> {
  return trx.selectFrom('workspace_invitations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markInvitationAccepted(trx: Trx, id: string, userId: string, at: Date): Promise<void> {
  await trx.updateTable('workspace_invitations').set({ accepted_at: at, accepted_by: userId }).where('id', '=', id).execute();
}

/** Revokes one open invitation of the workspace; false when there is none such (unknown, another's, used, revoked). */
export async function revokeInvitation(trx: Trx, workspaceId: string, id: string, at: Date): Promise<InvitationRow | undefined> {
  return trx
    .updateTable('workspace_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
