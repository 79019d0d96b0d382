import type { AdAccountRow } from '@adfleet/db';
import { estimateFinishMinutes } from '../ad-accounts/finish-estimate.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';

/** Graph operations one target's clone makes: the preflight's read, then one create per object (images copied too). */
export function cloneCallsPerTarget(snapshot: CloneSnapshot): number {
  return 1 + 1 + snapshot.adsets.length + snapshot.creatives.length + snapshot.ads.length + snapshot.imageHashes.length;
}

/** Minutes a clone of `snapshot` into `targets` should take, from each target's last recorded Meta API usage. */
export function cloneFinishMinutes(snapshot: CloneSnapshot, targets: ReadonlyArray<Pick<AdAccountRow, 'api_usage_pct' | 'api_usage_seen_at'>>, now: Date): number {
  const calls = cloneCallsPerTarget(snapshot);
  return estimateFinishMinutes(
    targets.map((account) => ({ usedPercent: account.api_usage_pct === null ? 0 : Number(account.api_usage_pct), seenAt: account.api_usage_seen_at, calls })),
    { now },
  );
}
