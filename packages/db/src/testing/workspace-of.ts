import type { Db, Trx } from '../client.ts';

/** The workspace a person works in now (for a new user: their personal one), as tests address shared rows by it. */
export async function workspaceOf(db: Db | Trx, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('current_workspace_id').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!row.current_workspace_id) throw new Error(`user ${userId} has no current workspace`);
  return row.current_workspace_id;
}
