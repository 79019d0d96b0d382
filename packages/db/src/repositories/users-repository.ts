import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { NewUser, UserRow } from '../schema.ts';

export async function insertUser(trx: Trx, user: NewUser): Promise<UserRow> {
  return trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
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
