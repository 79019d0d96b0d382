import { z } from 'zod';
import { boundedDates } from '../dates/day-schemas.ts';
import { schemaNow } from '../dates/schema-clock.ts';
import { issueCode } from '../validation/zod-issue-message.ts';

/** How far ahead a clone may be scheduled (its message says 90 too). */
export const MAX_SCHEDULE_DAYS = 90;
/** A start this close to now, or already past by this little (a slow form, a clock a little off), means "now". */
export const START_TOLERANCE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `options.startAt`: an ISO date-time with its offset, in the future (a minute's tolerance) and at most 90 days ahead,
 * by the schema clock (the app's, on the server); the service decides again whether the time is still ahead.
 */
export const cloneStartAtSchema = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .superRefine((startAt, ctx) => {
    const now = schemaNow().getTime();
    if (startAt.getTime() < now - START_TOLERANCE_MS) ctx.addIssue({ code: 'custom', message: issueCode('cloneStartAtPast') });
    else if (startAt.getTime() > now + MAX_SCHEDULE_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', message: issueCode('cloneStartAtTooFar') });
  })
  .register(boundedDates, { bounds: 'instant' });

/** When a batch's jobs may start: the asked time when it is still ahead, else undefined (at once). */
export function scheduledStart(startAt: Date | undefined, now: Date): Date | undefined {
  return startAt && startAt.getTime() > now.getTime() ? startAt : undefined;
}

export type CloneBatchState = 'scheduled' | 'running' | 'completed' | 'cancelled';

/** What a batch's targets add up to, as counts (the history's) or as rows (the status's). */
export interface CloneBatchCounts {
  startsAt: Date | null;
  targets: number;
  /** Targets whose job marked them running at least once. */
  started: number;
  /** Targets in a final state (succeeded, failed or cancelled). */
  finished: number;
  cancelled: number;
}

/**
 * A batch is scheduled while it has a start time and none of its jobs has started; cancelled when its targets ended
 * with some cancelled (the others had failed at the request); completed when all ended; running in between.
 */
export function cloneBatchState(counts: CloneBatchCounts): CloneBatchState {
  if (counts.finished >= counts.targets) return counts.cancelled > 0 ? 'cancelled' : 'completed';
  if (counts.startsAt && counts.started === 0) return 'scheduled';
  return 'running';
}

const FINAL_STATES = new Set(['succeeded', 'failed', 'cancelled']);

export function countTargets(startsAt: Date | null, targets: ReadonlyArray<{ state: string; started_at: Date | null }>): CloneBatchCounts {
  return {
    startsAt,
    targets: targets.length,
    started: targets.filter((target) => target.started_at !== null).length,
    finished: targets.filter((target) => FINAL_STATES.has(target.state)).length,
    cancelled: targets.filter((target) => target.state === 'cancelled').length,
  };
}
