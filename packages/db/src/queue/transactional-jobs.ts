import { fromKysely, type PgBoss } from 'pg-boss';
import type { Trx } from '../client.ts';

export interface TransactionalSendOptions {
  singletonKey?: string;
  startAfter?: Date;
}

/**
 * Sends a job through the caller's Kysely transaction, so it exists exactly when the rows that ask for it do
 * (a rolled-back connect never starts a sync). Null when a singleton/stately queue already holds one for the key.
 */
export async function sendJobInTransaction(boss: PgBoss, trx: Trx, name: string, data: object, options: TransactionalSendOptions = {}): Promise<string | null> {
  return boss.send(name, data, { ...options, db: fromKysely(trx) });
}

/**
 * Sends many jobs of one queue through the caller's transaction in one statement: a batch's fan-out costs one round
 * trip instead of one per job, and is still all-or-nothing with the rows that ask for it. Queue defaults (retries,
 * heartbeat, expiry) and the wake-up notification apply as for a single send.
 */
export async function sendJobsInTransaction(boss: PgBoss, trx: Trx, name: string, jobs: readonly (TransactionalSendOptions & { data: object })[]): Promise<void> {
  if (jobs.length === 0) return;
  await boss.insert(name, [...jobs], { db: fromKysely(trx) });
}

/** Creates or replaces the recurring schedule `key` of a queue, inside the caller's transaction. */
export async function scheduleJobInTransaction(boss: PgBoss, trx: Trx, schedule: { name: string; key: string; cron: string; data: object }): Promise<void> {
  await boss.schedule(schedule.name, schedule.cron, schedule.data, { key: schedule.key, singletonKey: schedule.key, db: fromKysely(trx) });
}

export async function unscheduleJobInTransaction(boss: PgBoss, trx: Trx, name: string, key: string): Promise<void> {
  await boss.unschedule(name, key, { db: fromKysely(trx) });
}

/**
 * Cancels, inside the caller's transaction, the jobs of a queue still waiting to start (created or retry) whose payload
 * contains `data`; how many were found. A job already picked up is left to its handler, which checks its row under a lock.
 */
export async function cancelWaitingJobsInTransaction(boss: PgBoss, trx: Trx, name: string, data: object): Promise<number> {
  const db = fromKysely(trx);
  const waiting = await boss.findJobs(name, { data, queued: true, db });
  if (waiting.length === 0) return 0;
  await boss.cancel(name, waiting.map((job) => job.id), { db });
  return waiting.length;
}
