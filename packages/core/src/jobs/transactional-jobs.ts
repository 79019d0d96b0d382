import { cancelWaitingJobsInTransaction, type PgBoss, scheduleJobInTransaction, sendJobInTransaction, sendJobsInTransaction, type Trx, unscheduleJobInTransaction } from '@adfleet/db';
import { type JobName, type JobPayload, jobContracts } from './job-registry.ts';

interface SendJobOptions {
  singletonKey?: string;
  startAfter?: Date;
}

/** Jobs written in the caller's transaction: they exist exactly when the rows that asked for them do. */
export interface TransactionalJobs {
  /** Null when the queue's policy already holds a job for the singleton key. */
  send<N extends JobName>(trx: Trx, name: N, payload: JobPayload<N>, options?: SendJobOptions): Promise<string | null>;
  /** Many jobs of one queue in one statement (a batch's fan-out); unlike `send`, no ids come back. */
  sendMany<N extends JobName>(trx: Trx, name: N, jobs: readonly ({ payload: JobPayload<N> } & SendJobOptions)[]): Promise<void>;
  schedule<N extends JobName>(trx: Trx, name: N, schedule: { key: string; cron: string; payload: JobPayload<N> }): Promise<void>;
  unschedule(trx: Trx, name: JobName, key: string): Promise<void>;
  /** Cancels the jobs waiting to start whose payload is this one; how many. */
  cancelWaiting<N extends JobName>(trx: Trx, name: N, payload: JobPayload<N>): Promise<number>;
}

export function transactionalJobs(boss: PgBoss): TransactionalJobs {
  return {
    send: (trx, name, payload, options) => sendJobInTransaction(boss, trx, name, jobContracts[name].payload.parse(payload), options),
    sendMany: (trx, name, jobs) => sendJobsInTransaction(boss, trx, name, jobs.map(({ payload, ...options }) => ({ ...options, data: jobContracts[name].payload.parse(payload) }))),
    schedule: (trx, name, { key, cron, payload }) => scheduleJobInTransaction(boss, trx, { name, key, cron, data: jobContracts[name].payload.parse(payload) }),
    unschedule: (trx, name, key) => unscheduleJobInTransaction(boss, trx, name, key),
    cancelWaiting: (trx, name, payload) => cancelWaitingJobsInTransaction(boss, trx, name, jobContracts[name].payload.parse(payload)),
  };
}
