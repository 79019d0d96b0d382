import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { WorkspaceRole } from '../tables/workspaces.ts';

export interface WorkspaceSummary {
  id: string;
  name: string;
  role: WorkspaceRole;
}

/** A new workspace with its one owner, in the caller's transaction. */
export async function insertWorkspace(trx: Trx, workspace: { name: string; ownerId: string }): Promise<{ id: string }> {
  const row = await trx.insertInto('workspaces').values({ name: workspace.name }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('workspace_members').values({ workspace_id: row.id, user_id: workspace.ownerId, role: 'owner' }).execute();
  return row;
}

/** The workspaces a person belongs to, oldest membership first (their personal one leads). */
export async function listWorkspacesOf(db: Db | Trx, userId: string): Promise<WorkspaceSummary[]> {
  return db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select(['w.id', 'w.name', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at')
    .orderBy('w.id')
    .execute();
}

/** Remembers the workspace a person works in; false (nothing changed) when they are not a member of it. */
export async function setCurrentWorkspace(db: Db | Trx, userId: string, workspaceId: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ current_workspace_id: workspaceId, updated_at: sql`now()` })
    .where('id', '=', userId)
    .where(({ exists, selectFrom }) => exists(selectFrom('workspace_members').select('user_id').where('workspace_id', '=', workspaceId).where('user_id', '=', userId)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
