import type { SyncDeps } from '../sync/sync-deps.ts';
import type { CloneBatchToStore } from './clone-batch-store.ts';

/** What the clone services need: the same database, Graph and TikTok clients, cipher, jobs and clock as syncing. */
export type CloneDeps = Pick<SyncDeps, 'db' | 'graph' | 'tiktok' | 'cipher' | 'jobs' | 'now'> & {
  /**
   * A dry run (ADR 0058): the batch a start would store is handed here, every check and read done, and nothing is
   * written. Approvals preview a manager's clone with it, and compare it again when approving.
   */
  capture?: (batch: CloneBatchToStore) => void;
};
