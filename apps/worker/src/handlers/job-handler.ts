import type { ExchangeRatesSource, SyncDeps } from '@adfleet/core';
import type { JobName, JobPayload, JobResult } from '@adfleet/core/jobs';
import type { MailTransport } from '@adfleet/core';
import type { Db } from '@adfleet/db';
import type { Logger } from 'pino';

export interface JobContext {
  jobId: string;
  retryCount: number;
  /** No retry follows if this attempt fails (the queue's retry limit is reached). */
  finalAttempt: boolean;
  /** Aborted when pg-boss expires or cancels the job, or the worker stops; long work must check it. */
  signal: AbortSignal;
  workerId: string;
  db: Db;
  /** Graph client, token cipher and transactional jobs for the sync handlers. */
  sync: SyncDeps;
  /** Where the exchange-rates job reads rates: a public source, or the bundled table in sandbox mode and tests. */
  exchangeRates: ExchangeRatesSource;
  /** Where mail goes: SMTP_URL's server, or kept in the database (ADR 0037). */
  mail: MailTransport;
  log: Logger;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<JobResult<N>>;
