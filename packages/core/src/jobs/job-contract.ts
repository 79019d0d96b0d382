import type { z } from 'zod';

/** Queue settings a contract may set; they map one to one onto pg-boss queue options. */
interface JobQueueOptions {
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /**
   * A running job refreshes its heartbeat every half of this; when it stops (its worker died), the supervisor fails
   * the job within this plus the supervision interval, and it is retried. `expireInSeconds` stays the outer bound.
   */
  heartbeatSeconds?: number;
}

/**
 * A job's contract: its id (`domain.action`), the payload it carries and the result it stores, and its queue options.
 * Producers and the worker both parse with these schemas, so a payload is checked at both ends.
 */
export interface JobContract<TName extends string = string, TPayload extends z.ZodType = z.ZodType, TResult extends z.ZodType = z.ZodType> {
  name: TName;
  payload: TPayload;
  result: TResult;
  queue: JobQueueOptions;
  /**
   * Seconds between a worker's polls while LISTEN/NOTIFY is up (default 30). PostgreSQL folds identical
   * notifications of one transaction into one, so a fan-out of many jobs wakes each idle worker loop once; queues fed
   * by fan-outs poll sooner so the rest of the batch does not wait for the 30-second backstop.
   */
  pollSeconds?: number;
  /** Jobs of this queue one worker runs at once (default: the worker's setting). */
  concurrency?: number;
}

export function defineJob<const TName extends string, TPayload extends z.ZodType, TResult extends z.ZodType>(
  contract: JobContract<TName, TPayload, TResult>,
): JobContract<TName, TPayload, TResult> {
  return contract;
}
