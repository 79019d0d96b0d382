import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { UserRow } from '../schema.ts';

/** Whose rows a settings query may touch: the signed-in user, built once per request (teams widen it later). */
export interface OwnerScope {
  userId: string;
}

export interface ProfileChanges {
  email: string;
  first_name: string | null;
  last_name: string | null;
}

/** Returns the updated user; a unique violation (the e-mail belongs to someone else) propagates to the caller. */
export async function updateProfile(trx: Trx, scope: OwnerScope, changes: ProfileChanges): Promise<UserRow> {
  return trx
    .updateTable('users')
    // A new address is not verified: the confirmation proved the old one (ADR 0037).
    .set({ ...changes, email_verified_at: sql`case when lower(email) = lower(${changes.email}) then email_verified_at end`, updated_at: sql`now()` })
    .where('id', '=', scope.userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether another user already has this e-mail address, ignoring case. */
export async function emailTakenByOther(db: Db | Trx, scope: OwnerScope, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).where('id', '!=', scope.userId).executeTakeFirst();
  return row !== undefined;
}

export async function updatePasswordHash(trx: Trx, scope: OwnerScope, passwordHash: string): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', scope.userId).execute();
}

export interface PreferenceChanges {
  language?: 'en' | 'es';
  theme?: 'light' | 'dark';
}

export async function updatePreferences(db: Db | Trx, scope: OwnerScope, changes: PreferenceChanges): Promise<UserRow> {
  return db.updateTable('users').set({ ...changes, updated_at: sql`now()` }).where('id', '=', scope.userId).returningAll().executeTakeFirstOrThrow();
}
