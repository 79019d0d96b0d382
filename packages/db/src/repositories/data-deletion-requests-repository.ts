import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { DataDeletionRequestsTable, DeletionRequestStatus } from '../tables/data-rights.ts';

export type DeletionRequestRow = Selectable<DataDeletionRequestsTable>;

export async function insertDeletionRequest(db: Db | Trx, request: Insertable<DataDeletionRequestsTable>): Promise<DeletionRequestRow> {
  return db.insertInto('data_deletion_requests').values(request).returningAll().executeTakeFirstOrThrow();
}

export async function findDeletionRequestByCode(db: Db | Trx, code: string): Promise<DeletionRequestRow | undefined> {
  return db.selectFrom('data_deletion_requests').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findDeletionRequestById(db: Db | Trx, id: string): Promise<DeletionRequestRow | undefined> {
  return db.selectFrom('data_deletion_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the request whose link carries this token, so two clicks on it confirm it once. */
export async function lockDeletionRequestByTokenHash(trx: Trx, tokenHash: string): Promise<DeletionRequestRow | undefined> {
  return trx.selectFrom('data_deletion_requests').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** The link was followed: the token is spent and the request names whose data goes (null: the address had none). */
export async function markDeletionRequestConfirmed(trx: Trx, id: string, userId: string | null, at: Date): Promise<void> {
  await trx
    .updateTable('data_deletion_requests')
    .set({ status: 'received', user_id: userId, token_hash: null, token_expires_at: null, confirmed_at: at })
    .where('id', '=', id)
    .execute();
}

export async function setDeletionRequestStatus(db: Db | Trx, id: string, status: DeletionRequestStatus): Promise<void> {
  await db.updateTable('data_deletion_requests').set({ status }).where('id', '=', id).where('status', '!=', 'done').execute();
}

/** Done: only the code, the source and the dates stay; the address, the reason and the user id go with the rest. */
export async function completeDeletionRequest(db: Db | Trx, id: string, at: Date): Promise<void> {
  await db
    .updateTable('data_deletion_requests')
    .set({ status: 'done', email: null, reason: null, user_id: null, token_hash: null, token_expires_at: null, completed_at: sql`coalesce(completed_at, ${at})` })
    .where('id', '=', id)
    .execute();
}

/** The account an address belongs to, matched as sign-in matches it (case-insensitively). */
export async function findUserIdByEmail(db: Db | Trx, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  return row?.id;
}
