import type { UserMessage } from '@adfleet/core/messages';
import type { SyncFailure } from './followed-sync-store';

interface FinishedRun {
  adAccountId: string | null;
  name: string | null;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  error: UserMessage | null;
}

export interface SyncOutcome {
  synced: number;
  failures: SyncFailure[];
}

/** What a finished sync did: how many accounts it synced, and which failed and why, by name. */
export function syncOutcomeOf(runs: readonly FinishedRun[]): SyncOutcome {
  const failures = runs
    .filter((run) => run.status === 'failed')
    .map((run) => ({ name: run.name ?? run.adAccountId ?? '?', error: run.error }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { synced: runs.filter((run) => run.status === 'succeeded').length, failures };
}
