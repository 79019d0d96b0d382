import type { Db } from '@adfleet/db';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import type { GraphClient } from '../graph/index.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import type { TikTokClient } from '../tiktok/tiktok-client.ts';

/** What connecting and syncing need, given by the server (requests) and the worker (jobs) alike. */
export interface SyncDeps {
  db: Db;
  graph: GraphClient;
  /** TikTok's Marketing API (or the TikTok sandbox); one per process, so its pacing spans every job. */
  tiktok: TikTokClient;
  /** Decrypts stored access tokens; they exist in clear only in memory, for the calls that need them. */
  cipher: TokenCipher;
  jobs: TransactionalJobs;
  now: () => Date;
  /** How often each valid connection is synced by its schedule. */
  syncIntervalMinutes: number;
}
