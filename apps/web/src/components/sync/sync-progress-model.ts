import type { UserMessage } from '@adfleet/core/messages';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

interface RunLike {
  kind: 'connection' | 'ad_account';
  /** The platform whose connection the run reads. */
  platformId: number;
  adAccountId: string | null;
  status: RunStatus;
  error: UserMessage | null;
}

interface AccountLike {
  adAccountId: string;
  name: string;
}

interface AccountProgress {
  adAccountId: string;
  name: string;
  status: RunStatus;
  /** Why the account's latest run failed, written out where it is shown. */
  error: UserMessage | null;
}

export interface SyncProgress {
  items: AccountProgress[];
  /** Accounts whose latest run has finished, well or not. */
  done: number;
  failed: number;
  total: number;
}

/**
 * Each ad account's latest sync run (runs come newest first), named from the account list. An account with no run
 * yet is left out; a run for an account no longer listed is shown by its id.
 */
export function syncProgressOf(runs: readonly RunLike[], accounts: readonly AccountLike[]): SyncProgress {
  const names = new Map(accounts.map((account) => [account.adAccountId, account.name]));
  const latest = new Map<string, AccountProgress>();
  for (const run of runs) {
    if (run.kind !== 'ad_account' || run.adAccountId === null || latest.has(run.adAccountId)) continue;
    latest.set(run.adAccountId, { adAccountId: run.adAccountId, name: names.get(run.adAccountId) ?? run.adAccountId, status: run.status, error: run.error });
  }
  const items = [...latest.values()].sort((a, b) => a.name.localeCompare(b.name));
  const failed = items.filter((item) => item.status === 'failed').length;
  const done = items.filter((item) => item.status === 'succeeded').length + failed;
  return { items, done, failed, total: items.length };
}

/** One platform's runs (null: every platform's), so each platform's card and screens follow only their own sync. */
export function runsOfPlatform<T extends Pick<RunLike, 'platformId'>>(runs: readonly T[], platformId: number | null): T[] {
  return platformId === null ? [...runs] : runs.filter((run) => run.platformId === platformId);
}

/**
 * Whether a platform's sync is under way: the server says a sync runs (it leaves lost runs out of that) and one of this
 * platform's runs is still open. Every platform's when `platformId` is null.
 */
export function platformSyncRunning(status: { running: boolean; runs: readonly RunLike[] } | undefined, platformId: number | null): boolean {
  if (!status?.running) return false;
  return platformId === null || runsOfPlatform(status.runs, platformId).some((run) => run.status === 'queued' || run.status === 'running');
}
