import { type Db, pendingMigrations, pingDatabase } from '@adfleet/db';

/** Why a process should get no traffic (or, a worker, is not working jobs) yet, in the words `/readyz` answers with. */
type NotReadyReason = 'database_unreachable' | 'migrations_pending' | 'jobs_not_running';

export type Readiness = { status: 'ready' } | { status: 'not_ready'; reason: NotReadyReason };

export interface ReadinessDeps {
  db: Db;
  /** Whether this process's pg-boss has started and is not stopping. */
  jobsRunning: () => boolean;
}

/**
 * What `/readyz` means for the server and the worker alike: the database answers, it holds every migration of this
 * build, and the job system runs. Migrations are asked about only until they are all in: none is ever taken back
 * while a build runs, so later probes cost one round trip that proves the database still answers.
 */
export function readinessCheck({ db, jobsRunning }: ReadinessDeps): () => Promise<Readiness> {
  let migrated = false;
  return async () => {
    try {
      if (migrated) await pingDatabase(db);
      else migrated = (await pendingMigrations(db)).length === 0;
    } catch {
      return { status: 'not_ready', reason: 'database_unreachable' };
    }
    if (!migrated) return { status: 'not_ready', reason: 'migrations_pending' };
    if (!jobsRunning()) return { status: 'not_ready', reason: 'jobs_not_running' };
    return { status: 'ready' };
  };
}
