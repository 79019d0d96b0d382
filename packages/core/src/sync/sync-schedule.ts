import { createHash } from 'node:crypto';
import { listActiveConnectionIds, type Trx } from '@adfleet/db';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { syncConnectionJob } from '../jobs/sync-connection-job.ts';
import type { SyncDeps } from './sync-deps.ts';

/** Intervals a cron expression can repeat evenly: divisors of an hour, or whole hours that divide a day. */
export function isSchedulableInterval(minutes: number): boolean {
  if (!Number.isInteger(minutes) || minutes < 1) return false;
  if (minutes < 60) return 60 % minutes === 0;
  return minutes % 60 === 0 && 24 % (minutes / 60) === 0;
}

/**
 * The cron of one connection's schedule. Each connection gets its own minute offset inside the interval (from its
 * id), so thousands of connections do not all hit their platform in the same minute.
 */
function cronForInterval(minutes: number, key: string): string {
  if (!isSchedulableInterval(minutes)) throw new RangeError(`A sync interval of ${minutes} minutes cannot be scheduled evenly`);
  const spread = createHash('sha256').update(key).digest().readUInt32BE(0);
  if (minutes < 60) return `${spread % minutes}-59/${minutes} * * * *`;
  const hours = minutes / 60;
  return `${spread % 60} ${hours === 1 ? '*' : `${Math.floor(spread / 60) % hours}-23/${hours}`} * * *`;
}

/** Creates (or re-times) the recurring sync of a connection, in the caller's transaction. */
export async function scheduleConnectionSync(deps: Pick<SyncDeps, 'jobs' | 'syncIntervalMinutes'>, trx: Trx, connectionId: string): Promise<void> {
  await deps.jobs.schedule(trx, syncConnectionJob.name, {
    key: connectionId,
    cron: cronForInterval(deps.syncIntervalMinutes, connectionId),
    payload: { connectionId, trigger: 'schedule' },
  });
}

export async function unscheduleConnectionSync(deps: Pick<SyncDeps, 'jobs'>, trx: Trx, connectionId: string): Promise<void> {
  await deps.jobs.unschedule(trx, syncConnectionJob.name, connectionId);
}

/**
 * Gives every valid connection its schedule at the current interval (idempotent), so a changed
 * SYNC_INTERVAL_MINUTES or a schedule lost to a restore takes effect when a worker starts.
 */
export async function reconcileConnectionSchedules(deps: Pick<SyncDeps, 'db' | 'jobs' | 'syncIntervalMinutes'>): Promise<number> {
  const ids = [...(await listActiveConnectionIds(deps.db, FACEBOOK_PLATFORM_ID)), ...(await listActiveConnectionIds(deps.db, TIKTOK_PLATFORM_ID))];
  await deps.db.transaction().execute(async (trx) => {
    for (const id of ids) await scheduleConnectionSync(deps, trx, id);
  });
  return ids.length;
}
