import { findAdAccountById, findCloneTarget, findConnectionOfAdAccount, markCloneTargetRunning, requeueCloneTarget } from '@adfleet/db';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { type Backoff, decideFailure, type FailureDecision } from '../failure/failure-policy.ts';
import { type GraphError, isGraphError } from '../graph/index.ts';
import type { JobResult } from '../jobs/job-registry.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import type { JobAttempt } from '../sync/sync-job-runners.ts';
import { invalidateConnectionToken } from '../sync/token-invalidation.ts';
import { isTikTokApiError } from '../tiktok/tiktok-error.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import { cancelIfStarterMayNotOperate } from './clone-cancel.ts';
import { cloneIntoMetaTarget } from './clone-meta-target.ts';
import { CloneRefused, CloneWaits, failTarget, failTargetIn, isSmartPlusSnapshot, isTikTokSnapshot, requeueTargetLater, type Run, type StoredCloneSnapshot, type TargetRequest } from './clone-run.ts';
import { cloneSourceSnapshot } from './clone-snapshot-cache.ts';
import { copySmartPlusIntoTarget } from './tiktok/smart-plus-clone-target.ts';
import { cloneIntoTikTokTarget } from './tiktok/tiktok-clone-target.ts';

/**
 * Rounds of creates one job attempt makes when Meta answers transient errors: each round first looks up the steps
 * whose create answered an error (reconciled by name, like after a crash), then creates what is still missing.
 */
const CREATE_ROUNDS = 6;
const ROUND_BACKOFF: Backoff = { baseMs: 500, capMs: 8_000 };

/**
 * One `clone.account` job: re-creates the batch's snapshot in the target account, every object PAUSED, each recorded
 * as a step before and after its create call, so a redelivered or crashed job resumes without creating twice.
 */
export async function runCloneAccountJob(deps: CloneDeps, payload: { targetId: string }, attempt: JobAttempt): Promise<JobResult<'clone.account'>> {
  const target = await findCloneTarget(deps.db, payload.targetId);
  if (!target || target.state === 'succeeded' || target.state === 'failed' || target.state === 'cancelled') return { outcome: 'skipped', created: 0 };
  if (await cancelIfStarterMayNotOperate(deps, target)) return { outcome: 'skipped', created: 0 };
  // Marked running and read side by side: the job's pickup is on every target's path. The mark is false when its
  // batch was cancelled meanwhile (the row lock both take decides which came first). Whatever goes wrong after it, a
  // connection lost below, a snapshot that no longer parses or a token the key cannot open in the try, fails the
  // target; an attempt that dies in between leaves it running for the next attempt, or the sweep, to finish.
  const [running, account, connection, snapshot] = await Promise.all([
    markCloneTargetRunning(deps.db, target.id, deps.now()),
    target.ad_account_id ? findAdAccountById(deps.db, target.ad_account_id) : undefined,
    target.ad_account_id ? findConnectionOfAdAccount(deps.db, target.ad_account_id) : undefined,
    Promise.allSettled([cloneSourceSnapshot(deps.db, target.source_id)]).then(([read]) => read),
  ]);
  if (!running) return { outcome: 'skipped', created: 0 };
  if (!account || !connection || connection.status !== 'active') {
    await failTarget(deps, target, userMessage(account?.platform_id === TIKTOK_PLATFORM_ID ? 'cloneTikTokConnectionLost' : 'cloneConnectionLost'), []);
    throw new PermanentJobError('The target account has no valid connection');
  }
  // Shared with the run, so a failure reports the warnings gathered before it.
  const warnings: UserMessage[] = [];
  try {
    if (snapshot.status === 'rejected') throw snapshot.reason;
    const run: Run<StoredCloneSnapshot> = {
      deps,
      target,
      account,
      snapshot: snapshot.value,
      request: target.request as unknown as TargetRequest,
      act: target.external_ad_account_id,
      call: { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: target.external_ad_account_id, signal: attempt.signal },
      steps: new Map(),
      warnings,
    };
    const created = await cloneInRounds(run, attempt.signal);
    return { outcome: 'succeeded', created };
  } catch (error) {
    // Stopped (worker shutdown, expiry): leave every step as recorded; the next attempt resumes from them.
    if (attempt.signal.aborted) throw error;
    if (error instanceof CloneWaits) return requeueTargetLater(deps, target, error.afterMs);
    if (error instanceof CloneRefused) {
      await failTarget(deps, target, error.reason, warnings);
      throw new PermanentJobError(error.message, { cause: error });
    }
    const decision = cloneFailureDecision(error, attempt.finalAttempt);
    if (decision.action === 'defer') return requeueTargetLater(deps, target, decision.afterMs);
    if (decision.action === 'token') {
      await deps.db.transaction().execute(async (trx) => {
        await invalidateConnectionToken(deps, trx, connection, error as GraphError);
        await failTargetIn(trx, deps, target, describeCloneFailure(error), warnings);
      });
      throw new PermanentJobError(renderMessage(describeCloneFailure(error), 'en'), { cause: error });
    }
    if (decision.action === 'requeue') {
      await requeueCloneTarget(deps.db, target.id);
      throw error;
    }
    await failTarget(deps, target, describeCloneFailure(error), warnings);
    throw new PermanentJobError(renderMessage(describeCloneFailure(error), 'en'), { cause: error });
  }
}

/**
 * The clone, repeated in place while the platform answers transient errors, as the failure policy allows. Anything else (a
 * refusal, a bug) ends the attempt at once.
 */
async function cloneInRounds(run: Run<StoredCloneSnapshot>, signal: AbortSignal): Promise<number> {
  for (let round = 0; ; round++) {
    try {
      return await cloneIntoPlatformTarget(run);
    } catch (error) {
      if (signal.aborted || !(isGraphError(error) || isTikTokApiError(error))) throw error;
      const decision = decideFailure(error, { tries: round, maxTries: CREATE_ROUNDS, backoff: ROUND_BACKOFF, finalAttempt: false });
      if (decision.action !== 'retry') throw error;
      await abortableSleep(decision.delayMs, signal);
    }
  }
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/**
 * One attempt at a target, by the platform its stored snapshot says: each platform plans its own steps, finds the
 * objects of steps whose outcome is unknown and creates the rest, on the shared step store, outcome and audit rows.
 */
function cloneIntoPlatformTarget(run: Run<StoredCloneSnapshot>): Promise<number> {
  const { snapshot } = run;
  if (isSmartPlusSnapshot(snapshot)) return copySmartPlusIntoTarget({ ...run, snapshot });
  if (isTikTokSnapshot(snapshot)) return cloneIntoTikTokTarget({ ...run, snapshot });
  return cloneIntoMetaTarget({ ...run, snapshot });
}

/** What a clone attempt does with an error once its rounds of creates are spent, as the one failure policy decides. */
export function cloneFailureDecision(error: unknown, finalAttempt: boolean): FailureDecision {
  return decideFailure(error, { tries: 0, maxTries: 0, finalAttempt });
}

/** Why the target failed: the platform's own words (Meta's `error_user_msg` when it wrote one) are a parameter, shown as written. */
export function describeCloneFailure(error: unknown): UserMessage {
  if (isGraphError(error)) {
    const errorCode = `${error.code}${error.subcode ? `/${error.subcode}` : ''}`;
    return userMessage('cloneMetaRefused', { errorCode, detail: error.userMessage ?? error.message });
  }
  if (isTikTokApiError(error)) return userMessage('cloneTikTokRefused', { errorCode: String(error.code), detail: error.message });
  return userMessage('cloneUnexpected');
}
