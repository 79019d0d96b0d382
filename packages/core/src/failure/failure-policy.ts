import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { platformFailureOf } from './platform-error.ts';

/** When Meta gives no regain time for a throttle, try again after this. */
const DEFAULT_THROTTLE_DEFER_MS = 60_000;

/** Exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"). */
export interface Backoff {
  /** The ceiling of the first wait; each further try doubles it. */
  baseMs: number;
  /** No wait is longer than this. */
  capMs: number;
}

export interface FailureAttempt {
  /** Tries already made in place before this failure (0 after the first call failed). */
  tries: number;
  /** Tries allowed in place after the first; 0 where nothing is repeated in place. */
  maxTries: number;
  /** Required where `maxTries` > 0. */
  backoff?: Backoff;
  /** No job-level retry follows this attempt (its retries are spent, or the job has none). */
  finalAttempt: boolean;
  /** 0 ≤ random() < 1; tests pass a fixed one. */
  random?: () => number;
}

/**
 * - retry: again in place (the same call, or the same job attempt's next round) after `delayMs`;
 * - defer: Meta throttled the account for longer than is worth waiting in place: re-queue for `afterMs` from now,
 *   without spending a retry (being throttled is not a failure);
 * - requeue: the in-place tries are spent; the job queue's next attempt tries again later;
 * - token: the access token is dead: invalidate the connection, never retry;
 * - final: no retry can help (a bad request, a missing permission, or every retry spent).
 */
export type FailureDecision =
  | { action: 'retry'; delayMs: number }
  | { action: 'defer'; afterMs: number }
  | { action: 'requeue' }
  | { action: 'token' }
  | { action: 'final' };

/** A wait drawn uniformly from [0, min(cap, base · 2^tries)). */
export function backoffDelay(tries: number, backoff: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(tries, 30));
  return Math.floor(random() * ceiling);
}

/**
 * The one place that decides what a failed platform call (Meta's or TikTok's) or job step leads to, for the Graph client (per call), the clone
 * engine (per round of creates), syncs and the worker (per job attempt). Errors that are not Graph errors are retried
 * unless they are programming errors (a TypeError or SyntaxError repeats the same way every time) or a handler's own
 * verdict that trying again cannot help (PermanentJobError).
 */
export function decideFailure(error: unknown, attempt: FailureAttempt): FailureDecision {
  if (error instanceof PermanentJobError) return { action: 'final' };
  const failure = platformFailureOf(error);
  if (failure) {
    if (failure.kind === 'auth') return { action: 'token' };
    if (failure.kind === 'throttled') return { action: 'defer', afterMs: failure.retryAfterMs ?? DEFAULT_THROTTLE_DEFER_MS };
    if (failure.kind !== 'transient') return { action: 'final' };
  } else if (error instanceof TypeError || error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) {
    return { action: 'final' };
  }
  if (attempt.tries < attempt.maxTries) return { action: 'retry', delayMs: backoffDelay(attempt.tries, attempt.backoff ?? { baseMs: 0, capMs: 0 }, attempt.random) };
  return attempt.finalAttempt ? { action: 'final' } : { action: 'requeue' };
}

/**
 * What the worker tells the queue about an error a job handler let out: `deadletter` when no attempt can help (the
 * handler already recorded why), `retry` to spend one of the job's retries.
 */
export function jobFailureOutcome(error: unknown): 'deadletter' | 'retry' {
  const decision = decideFailure(error, { tries: 0, maxTries: 0, finalAttempt: false });
  return decision.action === 'final' || decision.action === 'token' ? 'deadletter' : 'retry';
}
