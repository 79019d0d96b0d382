import type { Db } from '@adfleet/db';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import type { GraphClient } from '../graph/index.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';

/** What connecting and syncing need, given by the server (requests) and the worker (jobs) alike. */
export interface SyncDeps {
  db: Db;
  graph: GraphClient;
  /** Decrypts stored access tokens; they exist in clear only in memory, for the calls that need them. */
  cipher: TokenCipher;
  jobs: TransactionalJobs;
  now: () => Date;
  /** How often each valid connection is synced by its schedule. */
  syncIntervalMinutes: number;
}
