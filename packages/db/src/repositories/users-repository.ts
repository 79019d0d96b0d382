import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { NewUser, UserRow } from '../schema.ts';
import { insertWorkspace } from './workspaces-repository.ts';

/** A new person, with the personal workspace every person starts in (ADR 0055), already their current one. */
export async function insertUser(trx: Trx, user: NewUser): Promise<UserRow> {
  const row = await trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  const workspace = await insertWorkspace(trx, { name: row.username.slice(0, 80), ownerId: row.id });
  return trx.updateTable('users').set({ current_workspace_id: workspace.id }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
}

export async function findUserById(db: Db | Trx, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A sign-in name is a username or an e-mail address, matched case-insensitively. */
export async function findUserBySignInName(db: Db | Trx, name: string): Promise<UserRow | undefined> {
  const lowered = name.toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', lowered), eb(sql`lower(email)`, '=', lowered)]))
    .orderBy(sql`lower(username) = ${lowered}`, 'desc')
    .executeTakeFirst();
}

export interface TakenIdentifiers {
  username: boolean;
  email: boolean;
}

export async function findTakenIdentifiers(db: Db | Trx, username: string, email: string): Promise<TakenIdentifiers> {
  const rows = await db
    .selectFrom('users')
    .select([sql<boolean>`lower(username) = ${username.toLowerCase()}`.as('username'), sql<boolean>`lower(email) = ${email.toLowerCase()}`.as('email')])
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]))
    .execute();
  return { username: rows.some((row) => row.username), email: rows.some((row) => row.email) };
}

/** Postgres reports a unique index violation with this code; callers turn it into a conflict. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

export async function findUserByFacebookId(db: Db | Trx, facebookUserId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('facebook_user_id', '=', facebookUserId).executeTakeFirst();
}

/** Links a Facebook identity to a user that has none yet; a no-op when either side is already linked. */
export async function linkFacebookIdentity(trx: Trx, userId: string, facebookUserId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ facebook_user_id: facebookUserId, updated_at: sql`now()` })
    .where('id', '=', userId)
    .where('facebook_user_id', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as other').select('other.id').where('other.facebook_user_id', '=', facebookUserId))))
    .execute();
}

/** The candidates (lower-cased) some user already has as username, ignoring case. */
export async function takenUsernames(db: Db | Trx, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const lowered = candidates.map((candidate) => candidate.toLowerCase());
  const rows = await db.selectFrom('users').select(sql<string>`lower(username)`.as('name')).where(sql`lower(username)`, 'in', lowered).execute();
  return new Set(rows.map((row) => row.name));
}

export async function emailTaken(db: Db | Trx, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}
