import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cloneFailureDecision, describeCloneFailure } from '../clone/clone-executor.ts';
import { GraphError } from '../graph/graph-error.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { describeFailure, failureKind } from '../sync/sync-failure.ts';
import { jobFailureOutcome } from './failure-policy.ts';

const graph = (code: number, extra: { retryAfterMs?: number } = {}) => new GraphError(`Meta ${code}`, { code, ...extra });
const zodError = z.object({ id: z.string() }).safeParse({}).error;
const aborted = Object.assign(new Error('stopped'), { name: 'AbortError' });

/*
 * One row per error kind × attempt: what the clone engine does once its rounds are spent, what a sync does, what the
 * worker tells the queue about an error a handler let out, and the message codes clone and sync record. Every one of
 * them comes from the same policy; a row that disagrees is a consumer deciding on its own.
 */
describe('one failure policy, as sync, clone and the worker apply it', () => {
  it.each([
    // error kind                      error                                  final  clone                                  sync       worker        clone code          sync code
    ['transient, retries left',        graph(2),                              false, { action: 'requeue' },                 'retry',   'retry',      'cloneMetaRefused', 'syncRunMetaError'],
    ['transient, last attempt',        graph(2),                              true,  { action: 'final' },                   'final',   'retry',      'cloneMetaRefused', 'syncRunMetaError'],
    ['throttled, Meta gave a time',    graph(17, { retryAfterMs: 90_000 }),   false, { action: 'defer', afterMs: 90_000 },  'retry',   'retry',      'cloneMetaRefused', 'syncRunMetaError'],
    ['throttled, last attempt',        graph(80_004),                         true,  { action: 'defer', afterMs: 60_000 },  'final',   'retry',      'cloneMetaRefused', 'syncRunMetaError'],
    ['dead token',                     graph(190),                            false, { action: 'token' },                   'token',   'deadletter', 'cloneMetaRefused', 'syncRunMetaError'],
    ['missing permission',             graph(200),                            false, { action: 'final' },                   'final',   'deadletter', 'cloneMetaRefused', 'syncRunMetaError'],
    ['invalid request',                graph(100),                            false, { action: 'final' },                   'final',   'deadletter', 'cloneMetaRefused', 'syncRunMetaError'],
    ['network failure',                new Error('socket hang up'),           false, { action: 'requeue' },                 'retry',   'retry',      'cloneUnexpected',  'syncRunUnexpected'],
    ['network failure, last attempt',  new Error('socket hang up'),           true,  { action: 'final' },                   'final',   'retry',      'cloneUnexpected',  'syncRunUnexpected'],
    ['stopped (worker shutdown)',      aborted,                               false, { action: 'requeue' },                 'retry',   'retry',      'cloneUnexpected',  'syncRunStopped'],
    ['bug (TypeError)',                new TypeError('x is undefined'),       false, { action: 'final' },                   'final',   'deadletter', 'cloneUnexpected',  'syncRunUnexpected'],
    ['stored data that does not parse', zodError,                             false, { action: 'final' },                   'final',   'deadletter', 'cloneUnexpected',  'syncRunUnexpected'],
    ['handler says no retry can help', new PermanentJobError('dead token'),   false, { action: 'final' },                   'final',   'deadletter', 'cloneUnexpected',  'syncRunUnexpected'],
  ] as const)('%s', (_case, error, finalAttempt, clone, sync, worker, cloneCode, syncCode) => {
    expect(cloneFailureDecision(error, finalAttempt)).toEqual(clone);
    expect(failureKind(error, finalAttempt)).toBe(sync);
    expect(jobFailureOutcome(error)).toBe(worker);
    expect(describeCloneFailure(error).code).toBe(cloneCode);
    expect(describeFailure(error).code).toBe(syncCode);
  });
});
