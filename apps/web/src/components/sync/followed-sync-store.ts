import type { UserMessage } from '@adfleet/core/messages';
import { useSyncExternalStore } from 'react';

export interface SyncFailure {
  name: string;
  /** Why, as the server said it (worded in the UI language where it is shown). */
  error: UserMessage | null;
}

/**
 * The manual sync this tab is waiting for (its run ids) and, once it has ended, the accounts that failed, until the
 * user dismisses them. Kept in sessionStorage so a reload mid-sync still ends with the notice.
 */
export interface FollowedSync {
  runIds: string[];
  failures: SyncFailure[] | null;
}

const STORAGE_KEY = 'adfleet.followedSync';
const listeners = new Set<() => void>();
let current: FollowedSync | null = read();

function read(): FollowedSync | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as FollowedSync | null;
    return stored && Array.isArray(stored.runIds) ? stored : null;
  } catch {
    return null;
  }
}

function write(next: FollowedSync | null) {
  current = next;
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); the notice then lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** Starts waiting for these runs; a newer sync replaces an older one's notice. No runs (all were queued already): nothing to wait for. */
export function followSync(runIds: string[]) {
  write(runIds.length > 0 ? { runIds, failures: null } : null);
}

/** The runs have ended: keep only the failures (if any) until they are dismissed. */
export function settleFollowedSync(failures: SyncFailure[]) {
  write(failures.length > 0 ? { runIds: [], failures } : null);
}

export function dismissFollowedSync() {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFollowedSync(): FollowedSync | null {
  return useSyncExternalStore(subscribe, () => current);
}
