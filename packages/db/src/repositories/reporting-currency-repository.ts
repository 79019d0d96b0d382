import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';

/** The workspace's chosen reporting currency, or null when none is chosen yet. */
export async function findReportingCurrency(db: Db | Trx, scope: WorkspaceScope): Promise<string | null> {
  const row = await db.selectFrom('workspaces').select('reporting_currency').where('id', '=', scope.workspaceId).executeTakeFirst();
  return row?.reporting_currency ?? null;
}

/** Sets the workspace's reporting currency; returns the one it replaces. */
export async function setReportingCurrency(trx: Trx, scope: WorkspaceScope, currency: string): Promise<{ previous: string | null }> {
  const before = await trx.selectFrom('workspaces').select('reporting_currency').where('id', '=', scope.workspaceId).forUpdate().executeTakeFirstOrThrow();
  await trx.updateTable('workspaces').set({ reporting_currency: currency, updated_at: sql`now()` }).where('id', '=', scope.workspaceId).execute();
  return { previous: before.reporting_currency };
}
