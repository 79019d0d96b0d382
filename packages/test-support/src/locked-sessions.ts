import type { Db } from '@adfleet/db';
import { sql } from 'kysely';

/**
 * Runs `work` while another connection holds the sessions table locked, so every session lookup waits for as long as
 * the lock is held: a request's statement ends only when PostgreSQL cancels it (a statement that runs long looks the
 * same to the server). The lock is let go only once `work` has its answer, so without a statement limit the request
 * would hang here.
 */
export async function whileSessionsAreLocked<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const held = Promise.withResolvers<void>();
  const released = Promise.withResolvers<void>();
  const holder = db.transaction().execute(async (trx) => {
    await sql`lock table sessions in access exclusive mode`.execute(trx);
    held.resolve();
    await released.promise;
  });
  // A lock that could not be taken fails here rather than leaving the test waiting.
  await Promise.race([held.promise, holder]);
  try {
    return await work();
  } finally {
    released.resolve();
    await holder;
  }
}
