import { randomBytes } from 'node:crypto';
import { createTokenCipher } from '@adfleet/core';
import { createGraphClient, GRAPH_API_VERSION } from '@adfleet/core/graph';
import { notificationPruneJob } from '@adfleet/core/jobs';
import { type PgBoss, startBoss } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningWorker, startWorker } from '../run-worker.ts';
import { registeredWorkerJobs } from './worker-jobs.ts';

const NOW = new Date('2026-11-23T18:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

function waitForJob(boss: PgBoss, id: string) {
  return vi.waitFor(
    async () => {
      const job = await boss.getJobById(notificationPruneJob.name, id);
      if (!job || !['completed', 'failed'].includes(job.state)) throw new Error(`job ${id} never finished, last ${job?.state}`);
      return job;
    },
    { timeout: 15_000, interval: 25 },
  );
}

describe('the notification pruning job', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let producer: PgBoss;
  let worker: RunningWorker;

  beforeAll(async () => {
    producer = await startBoss({ connectionString: database().connectionString, role: 'producer', queues: [notificationPruneJob], onError: (error) => { throw error; } });
    worker = await startWorker({
      connectionString: database().connectionString,
      log: pino({ level: 'silent' }),
      jobs: registeredWorkerJobs().filter((job) => job.contract.name === notificationPruneJob.name),
      graph: createGraphClient({ baseUrl: 'http://127.0.0.1:9', version: GRAPH_API_VERSION }),
      cipher: createTokenCipher({ version: 1, key: randomBytes(32) }),
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await worker.stop({ timeoutMs: 5_000 });
    await producer.stop({ graceful: false });
  });

  it('is scheduled daily when the worker starts', async () => {
    const schedules = await producer.getSchedules();
    expect(schedules.filter((schedule) => schedule.name === notificationPruneJob.name).map((schedule) => schedule.cron)).toEqual(['41 3 * * *']);
  });

  it('deletes read notifications older than 90 days and unread ones older than 180, for every user, and keeps the rest', async () => {
    const users = await db()
      .insertInto('users')
      .values(['reader', 'away'].map((name) => ({ username: name, email: `${name}@example.com`, password_hash: 'x' })))
      .returning('id')
      .execute();
    const rows = users.flatMap(({ id }) =>
      (
        [
          ['read-89', 89, true],
          ['read-91', 91, true],
          ['read-400', 400, true],
          ['unread-91', 91, false],
          ['unread-179', 179, false],
          ['unread-181', 181, false],
        ] as const
      ).map(([label, age, read]) => ({ user_id: id, kind: 'sync_failed', params: JSON.stringify({ label }), link: '/accounts', dedup_key: null, created_at: daysAgo(age), read_at: read ? daysAgo(age - 1) : null })),
    );
    await db().insertInto('notifications').values(rows).execute();

    const id = await producer.send(notificationPruneJob.name, {});
    const job = await waitForJob(producer, id!);
    expect(job.state).toBe('completed');
    expect(job.output).toEqual({ deleted: 6, workerId: expect.any(String) });

    for (const { id: userId } of users) {
      const left = await db().selectFrom('notifications').select('params').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
      expect(left.map((row) => row.params['label'])).toEqual(['read-89', 'unread-91', 'unread-179']);
    }
  });
});
