import type { Db, Trx } from '../client.ts';
import type { SessionRow } from '../schema.ts';
import type { OwnerScope } from './user-settings-repository.ts';

/** The owner's live sessions, newest first. */
export async function listUserSessions(db: Db, scope: OwnerScope, now: Date): Promise<SessionRow[]> {
  return db.selectFrom('sessions').selectAll().where('user_id', '=', scope.userId).where('expires_at', '>', now).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Ends one of the owner's sessions; false when the id is not one of theirs (another user's is left alone). */
export async function deleteUserSession(trx: Trx, scope: OwnerScope, sessionId: string): Promise<boolean> {
  const result = await trx.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', scope.userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends those of the given sessions that are the owner's (a sign-out ends every session its browser holds); how many ended. */
export async function deleteUserSessions(trx: Trx, scope: OwnerScope, sessionIds: readonly string[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const result = await trx.deleteFrom('sessions').where('id', 'in', sessionIds).where('user_id', '=', scope.userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of the owner except the one making the request; returns how many ended. */
export async function deleteOtherUserSessions(trx: Trx, scope: OwnerScope, keepSessionId: string): Promise<number> {
  const result = await trx.deleteFrom('sessions').where('user_id', '=', scope.userId).where('id', '!=', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of the owner, the caller's included (a password reset signs everyone out); how many ended. */
export async function deleteAllUserSessions(trx: Trx, scope: OwnerScope): Promise<number> {
  const result = await trx.deleteFrom('sessions').where('user_id', '=', scope.userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
