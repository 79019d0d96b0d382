import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { type PgBoss, startBoss } from './job-boss.ts';
import { sendJobsInTransaction } from './transactional-jobs.ts';

const QUEUE = 'test.fan-out';

describe('sendJobsInTransaction', () => {
  const database = useTestDatabase();
  let boss: PgBoss;
  const jobsOf = async (marker: string) =>
    (
      await sql<{ data: { marker: string; index: number }; singleton_key: string | null; retry_limit: number; heartbeat_seconds: number | null; state: string; start_after: Date }>`
        select data, singleton_key, retry_limit, heartbeat_seconds, state, start_after from pgboss.job where name = ${QUEUE} and data->>'marker' = ${marker} order by (data->>'index')::int
      `.execute(database().db)
    ).rows;

  beforeAll(async () => {
    boss = await startBoss({
      connectionString: database().connectionString,
      role: 'producer',
      queues: [{ name: QUEUE, queue: { policy: 'singleton', retryLimit: 3, heartbeatSeconds: 15 } }],
      onError: (error) => {
        throw error;
      },
    });
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
  });

  it('writes every job with the queue’s defaults and its own key and start, when the transaction commits', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    await database()
      .db.transaction()
      .execute((trx) =>
        sendJobsInTransaction(boss, trx, QUEUE, [
          { data: { marker: 'committed', index: 0 }, singletonKey: 'act_1' },
          // Two jobs of one key wait side by side: the singleton policy only keeps them from running at once.
          { data: { marker: 'committed', index: 1 }, singletonKey: 'act_1' },
          { data: { marker: 'committed', index: 2 }, singletonKey: 'act_2', startAfter: later },
        ]),
      );
    const jobs = await jobsOf('committed');
    expect(jobs.map(({ start_after: _, ...job }) => job)).toEqual([
      { data: { marker: 'committed', index: 0 }, singleton_key: 'act_1', retry_limit: 3, heartbeat_seconds: 15, state: 'created' },
      { data: { marker: 'committed', index: 1 }, singleton_key: 'act_1', retry_limit: 3, heartbeat_seconds: 15, state: 'created' },
      { data: { marker: 'committed', index: 2 }, singleton_key: 'act_2', retry_limit: 3, heartbeat_seconds: 15, state: 'created' },
    ]);
    expect(jobs[2]?.start_after.getTime()).toBe(later.getTime());
    expect(jobs[0]?.start_after.getTime()).toBeLessThan(later.getTime());
  });

  it('leaves no job behind when the transaction rolls back', async () => {
    const failure = new Error('the batch rows could not be written');
    await expect(
      database()
        .db.transaction()
        .execute(async (trx) => {
          await sendJobsInTransaction(boss, trx, QUEUE, [{ data: { marker: 'rolled-back', index: 0 } }, { data: { marker: 'rolled-back', index: 1 } }]);
          throw failure;
        }),
    ).rejects.toBe(failure);
    expect(await jobsOf('rolled-back')).toEqual([]);
  });
});
