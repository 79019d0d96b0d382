import { randomBytes } from 'node:crypto';
import { createTokenCipher } from '@adfleet/core';
import { createGraphClient, GRAPH_API_VERSION } from '@adfleet/core/graph';
import { defineJob } from '@adfleet/core/jobs';
import { listWorkerHeartbeatsSince, type PgBoss, startBoss } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registeredWorkerJobs, type WorkerJob } from './handlers/worker-jobs.ts';
import { type RunningWorker, startWorker } from './run-worker.ts';

const log = pino({ level: 'silent' });

/** A job that takes a while and reports whether its abort signal fired, to observe shutdown and cancellation. */
const slowJob = defineJob({
  name: 'test.slow',
  payload: z.object({ ms: z.number() }),
  result: z.object({ finished: z.literal(true) }),
  queue: { retryLimit: 0, expireInSeconds: 60 },
});
const aborted: string[] = [];
const slowWorkerJob: WorkerJob = {
  contract: slowJob,
  handler: (payload, { signal, jobId }) =>
    new Promise((resolve, reject) => {
      const { ms } = slowJob.payload.parse(payload);
      const onAbort = () => {
        clearTimeout(timer);
        aborted.push(jobId);
        reject(new Error('aborted'));
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve({ finished: true });
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    }),
};

function waitForState(boss: PgBoss, name: string, id: string, states: string[], timeoutMs = 10_000) {
  return vi.waitFor(
    async () => {
      const job = await boss.getJobById(name, id);
      if (!job || !states.includes(job.state)) throw new Error(`job ${id} never reached ${states.join('/')}, last ${job?.state}`);
      return job;
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

describe('worker', () => {
  const database = useTestDatabase();
  let producer: PgBoss;
  let worker: RunningWorker | undefined;
  const jobs = [...registeredWorkerJobs(), slowWorkerJob];

  beforeAll(async () => {
    producer = await startBoss({
      connectionString: database().connectionString,
      role: 'producer',
      queues: jobs.map((job) => job.contract),
      onError: (error) => {
        throw error;
      },
    });
  });
  afterEach(async () => {
    await worker?.stop({ timeoutMs: 5_000 });
    worker = undefined;
  });
  afterAll(() => producer.stop({ graceful: false }));

  // No job here reaches the Graph API or a stored token.
  const graph = createGraphClient({ baseUrl: 'http://127.0.0.1:9', version: GRAPH_API_VERSION });
  const cipher = createTokenCipher({ version: 1, key: randomBytes(32) });
  const start = () => startWorker({ connectionString: database().connectionString, log, jobs, graph, cipher });

  it('is woken by NOTIFY: a job sent while it idles runs long before the 30 s polling backstop', async () => {
    worker = await start();
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the first poll come back empty
    const id = await producer.send('diagnostics.ping', { sentAt: new Date().toISOString() });
    const job = await waitForState(producer, 'diagnostics.ping', id!, ['completed'], 5_000);
    expect(job.output).toMatchObject({ workerId: worker.workerId });
    expect((job.output as { pickupMs: number }).pickupMs).toBeLessThan(5_000);
  });

  it('looks for the next job as soon as one ends: a batch larger than its concurrency does not wait out the 30 s poll between waves', async () => {
    // Both wait before the worker starts, so no NOTIFY of a later send is what wakes its loop for the second.
    const ids = [await producer.send('test.slow', { ms: 200 }), await producer.send('test.slow', { ms: 200 })];
    worker = await startWorker({ connectionString: database().connectionString, log, jobs, graph, cipher, concurrency: 1 });
    const [first, second] = await Promise.all(ids.map((id) => waitForState(producer, 'test.slow', id!, ['completed'], 15_000)));
    const [earlier, later] = [first!, second!].sort((a, b) => a.startedOn!.getTime() - b.startedOn!.getTime());
    // One fetch loop runs both; without the nudge the second waits for the loop's 30 s backstop poll.
    expect(later!.startedOn!.getTime() - earlier!.completedOn!.getTime()).toBeLessThan(5_000);
  });

  it('opens its connections at start and keeps them, so a burst of jobs does not wait to connect', async () => {
    const connected = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'adfleet-worker'`.execute(database().db);
      return rows[0]?.n ?? 0;
    };
    // An earlier test's worker has closed its connections, but their server processes may still be on their way out.
    await expect.poll(connected, { message: 'an earlier worker’s connections never closed', timeout: 5_000, interval: 25 }).toBe(0);
    worker = await start();
    // Its own pool's 10 and pg-boss's 10, beside pg-boss's listener: open before any job arrived.
    expect(await connected()).toBeGreaterThanOrEqual(20);
  });

  it('writes a heartbeat while it runs and removes it when it stops', async () => {
    worker = await start();
    const since = new Date(Date.now() - 60_000);
    expect((await listWorkerHeartbeatsSince(database().db, since)).map((beat) => beat.workerId)).toContain(worker.workerId);
    const { workerId } = worker;
    await worker.stop();
    worker = undefined;
    expect((await listWorkerHeartbeatsSince(database().db, since)).map((beat) => beat.workerId)).not.toContain(workerId);
  });

  it('lets a running job finish when asked to stop', async () => {
    worker = await start();
    const id = await producer.send(slowJob.name, { ms: 700 });
    await waitForState(producer, slowJob.name, id!, ['active']);
    const { workerId } = worker;
    await worker.stop({ timeoutMs: 10_000 });
    worker = undefined;
    const job = await producer.getJobById(slowJob.name, id!);
    expect(job?.state).toBe('completed');
    // The result, and beside it the worker that ran the job (how a run over many workers counts each one's share).
    expect(job?.output).toEqual({ finished: true, workerId });
  });

  it('hands the job its abort signal, which fires when the job outlives its expiry', async () => {
    worker = await start();
    const id = await producer.send(slowJob.name, { ms: 30_000 }, { expireInSeconds: 1 });
    const job = await waitForState(producer, slowJob.name, id!, ['failed']);
    expect(job.state).toBe('failed');
    expect(aborted).toContain(id);
  });

  it('fails a job whose payload breaks its contract, without running the handler', async () => {
    worker = await start();
    const id = await producer.send('diagnostics.ping', { sentAt: 'not a date' });
    const job = await waitForState(producer, 'diagnostics.ping', id!, ['failed', 'completed']);
    expect(job.state).toBe('failed');
  });
});
