import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';

/** The caller's chosen reporting currency, or null when none is chosen yet. */
export async function findReportingCurrency(db: Db | Trx, scope: { userId: string }): Promise<string | null> {
  const row = await db.selectFrom('users').select('reporting_currency').where('id', '=', scope.userId).executeTakeFirst();
  return row?.reporting_currency ?? null;
}

/** Sets the caller's reporting currency; returns the one it replaces. */
export async function setReportingCurrency(trx: Trx, scope: { userId: string }, currency: string): Promise<{ previous: string | null }> {
  const before = await trx.selectFrom('users').select('reporting_currency').where('id', '=', scope.userId).forUpdate().executeTakeFirstOrThrow();
  await trx.updateTable('users').set({ reporting_currency: currency, updated_at: sql`now()` }).where('id', '=', scope.userId).execute();
  return { previous: before.reporting_currency };
}
