import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { WorkspaceRole } from '../tables/workspaces.ts';

/** A member of a workspace as Settings → Team lists them. */
export interface TeamMemberRow {
  userId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
  adAccountIds: string[];
  businessIds: string[];
  /** The workspace's platform connections this member made. */
  connectionsMade: number;
}

/** The workspace's members, oldest first; `onlyUserId` narrows to one (a client sees only their own row). */
export async function listTeamMembers(db: Db | Trx, workspaceId: string, onlyUserId?: string): Promise<TeamMemberRow[]> {
  let query = db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id as userId',
      'u.username',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'm.role',
      'm.created_at as joinedAt',
      sql<string[]>`array(select ma.ad_account_id::text from member_accounts ma where ma.workspace_id = m.workspace_id and ma.user_id = m.user_id order by ma.ad_account_id)`.as('adAccountIds'),
      sql<string[]>`array(select mb.business_id from member_businesses mb where mb.workspace_id = m.workspace_id and mb.user_id = m.user_id order by mb.business_id)`.as('businessIds'),
      sql<number>`(select count(*)::int from platform_connections c where c.workspace_id = m.workspace_id and c.connected_by = m.user_id)`.as('connectionsMade'),
    ])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy('m.created_at')
    .orderBy('m.user_id');
  if (onlyUserId) query = query.where('m.user_id', '=', onlyUserId);
  return query.execute();
}

/** Locks the workspace's member rows for a change of roles, so two admins' changes (or a transfer) never interleave. */
export async function lockWorkspaceMembers(trx: Trx, workspaceId: string): Promise<Array<{ user_id: string; role: WorkspaceRole }>> {
  return trx.selectFrom('workspace_members').select(['user_id', 'role']).where('workspace_id', '=', workspaceId).orderBy('user_id').forUpdate().execute();
}

export async function setMemberRole(trx: Trx, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
  await trx.updateTable('workspace_members').set({ role }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
}

/** Ends a membership; the member's assignments go with it and every process drops their cached session. */
export async function deleteMember(trx: Trx, workspaceId: string, userId: string): Promise<boolean> {
  const result = await trx.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Of these AdFleet ad account ids, the ones that are not the workspace's. */
export async function foreignAdAccountIds(db: Db | Trx, workspaceId: string, adAccountIds: readonly string[]): Promise<string[]> {
  if (adAccountIds.length === 0) return [];
  const found = await db.selectFrom('ad_accounts').select('id').where('workspace_id', '=', workspaceId).where('id', 'in', [...adAccountIds]).execute();
  const known = new Set(found.map((row) => row.id));
  return adAccountIds.filter((id) => !known.has(id));
}

/** The workspace's ad accounts by the platform's ids (`act_123`), as REST names them: platform id → AdFleet id. */
export async function adAccountIdsByExternalId(db: Db | Trx, workspaceId: string, externalIds: readonly string[]): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db.selectFrom('ad_accounts').select(['id', 'ad_account_id']).where('workspace_id', '=', workspaceId).where('ad_account_id', 'in', [...externalIds]).execute();
  return new Map(rows.map((row) => [row.ad_account_id, row.id]));
}

/** The platform's ids of these AdFleet ad account ids: AdFleet id → platform id. */
export async function externalIdsOfAdAccounts(db: Db | Trx, workspaceId: string, adAccountIds: readonly string[]): Promise<Map<string, string>> {
  if (adAccountIds.length === 0) return new Map();
  const rows = await db.selectFrom('ad_accounts').select(['id', 'ad_account_id']).where('workspace_id', '=', workspaceId).where('id', 'in', [...adAccountIds]).execute();
  return new Map(rows.map((row) => [row.id, row.ad_account_id]));
}

/** The workspace's name. */
export async function findWorkspaceName(db: Db | Trx, workspaceId: string): Promise<string | undefined> {
  return (await db.selectFrom('workspaces').select('name').where('id', '=', workspaceId).executeTakeFirst())?.name;
}

/** Forgets the workspace a person worked in, once they belong to none (their next one is their first). */
export async function clearCurrentWorkspace(trx: Trx, userId: string): Promise<void> {
  await trx.updateTable('users').set({ current_workspace_id: null, updated_at: sql`now()` }).where('id', '=', userId).execute();
}

/** Adds a member with a role, in the caller's transaction (every process drops the person's cached session). */
export async function insertMember(trx: Trx, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
  await trx.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role }).execute();
}
