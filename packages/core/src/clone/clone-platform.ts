import { cloneIntoMetaTarget } from './clone-meta-target.ts';
import type { Run } from './clone-run.ts';
import { isTikTokSnapshot, type StoredCloneSnapshot } from './clone-stored-snapshot.ts';
import { cloneIntoTikTokTarget } from './tiktok/tiktok-clone-target.ts';

/**
 * One attempt at a target, by the platform its stored snapshot says: each platform plans its own steps, finds the
 * objects of steps whose outcome is unknown and creates the rest, on the shared step store, outcome and audit rows.
 */
export function cloneIntoPlatformTarget(run: Run<StoredCloneSnapshot>): Promise<number> {
  const { snapshot } = run;
  if (isTikTokSnapshot(snapshot)) return cloneIntoTikTokTarget({ ...run, snapshot });
  return cloneIntoMetaTarget({ ...run, snapshot });
}
