import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { AccountTokenPurpose, UserRow } from '../schema.ts';

export interface NewAccountToken {
  tokenHash: string;
  userId: string;
  purpose: AccountTokenPurpose;
  email: string;
  expiresAt: Date;
}

export async function insertAccountToken(trx: Trx, token: NewAccountToken): Promise<void> {
  await trx
    .insertInto('account_tokens')
    .values({ token_hash: token.tokenHash, user_id: token.userId, purpose: token.purpose, email: token.email, expires_at: token.expiresAt })
    .execute();
}

export interface ConsumedAccountToken {
  userId: string;
  email: string;
}

/**
 * Uses a link once: the update that sets `used_at` is the check, so two requests racing with one link cannot both
 * succeed. Undefined when the token is unknown, of another purpose, used already or expired.
 */
export async function consumeAccountToken(trx: Trx, tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<ConsumedAccountToken | undefined> {
  const row = await trx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : undefined;
}

/** Retires every unused link of one purpose for a user (a new password makes older reset links worthless). */
export async function retireAccountTokens(trx: Trx, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await trx.updateTable('account_tokens').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

/** Marks the address verified, only while it is still the user's address (a profile change since voids the link). */
export async function markEmailVerified(trx: Trx, userId: string, email: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: sql`now()` })
    .where('id', '=', userId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The account an e-mail address belongs to, ignoring case (addresses are unique per account). */
export async function findUserByEmail(db: Db | Trx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}
