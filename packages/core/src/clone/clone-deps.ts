import type { SyncDeps } from '../sync/sync-deps.ts';

/** What the clone services need: the same database, Graph and TikTok clients, cipher, jobs and clock as syncing. */
export type CloneDeps = Pick<SyncDeps, 'db' | 'graph' | 'tiktok' | 'cipher' | 'jobs' | 'now'>;
