import { countAction, type Db } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

/**
 * Each manual sync re-reads every ad account from Meta and queues their syncs, spending the app's Graph quota that all
 * users share: a few a minute cover any real use (a retry after an error, a second screen), not a script in a loop.
 */
export const MANUAL_SYNC_LIMIT = { perWindow: 5, windowMs: 60_000 } as const;

/** Counts this manual sync against the person's own window (whichever workspace they sync), or refuses it with when to try again. */
export async function takeManualSyncSlot(db: Db, userId: string, now: Date): Promise<void> {
  const { count, windowStartedAt } = await countAction(db, `sync:user:${userId}`, now, MANUAL_SYNC_LIMIT.windowMs);
  if (count <= MANUAL_SYNC_LIMIT.perWindow) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + MANUAL_SYNC_LIMIT.windowMs - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', userMessage('syncTooOften', { count: retryAfterSeconds }), { retryAfterSeconds });
}
