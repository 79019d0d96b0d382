import type { Db } from '@adfleet/db';

/** Waits until at least `atLeast` of the user's sync runs exist and every one has finished; returns them oldest first. */
export async function settledSyncRuns(db: Db, userId: string, { atLeast = 1, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await db.selectFrom('sync_runs').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    if (runs.length >= atLeast && runs.every((run) => run.status === 'succeeded' || run.status === 'failed')) return runs;
    if (Date.now() > deadline) throw new Error(`sync runs never settled: ${JSON.stringify(runs.map((run) => [run.kind, run.status, run.error]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
