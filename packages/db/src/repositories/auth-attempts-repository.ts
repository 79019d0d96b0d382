import { sql } from 'kysely';
import type { Db } from '../client.ts';

export interface CountedAction {
  /** Actions counted for the key in the current window, this one included. */
  count: number;
  windowStartedAt: Date;
}

/**
 * Counts one action for `key` in a fixed window (`auth_attempts` is the one table of counters: sign-in failures,
 * registrations, manual syncs) and says when the window began, so a refusal can tell when to come back. A new window
 * starts at 1.
 */
export async function countAction(db: Db, key: string, now: Date, windowMs: number): Promise<CountedAction> {
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('auth_attempts')
    .values({ key, window_started_at: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when auth_attempts.window_started_at <= ${windowStart} then 1 else auth_attempts.count + 1 end`,
        window_started_at: sql`case when auth_attempts.window_started_at <= ${windowStart} then ${now} else auth_attempts.window_started_at end`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, windowStartedAt: row.window_started_at };
}

/** Counts one attempt for `key` and returns the count so far in its window. */
export async function countAuthAttempt(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  return (await countAction(db, key, now, windowMs)).count;
}

/** Attempts counted for `key` in the current window. */
export async function readAuthAttempts(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('auth_attempts')
    .select('count')
    .where('key', '=', key)
    .where('window_started_at', '>', new Date(now.getTime() - windowMs))
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function clearAuthAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('key', '=', key).execute();
}
