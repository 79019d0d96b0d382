import { type CloneStepKind, type CloneStepRow, markCloneStepsCreated, markCloneStepsSent, type Trx } from '@adfleet/db';
import { type BatchOperation, GraphError, MAX_BATCH_OPERATIONS } from '../graph/index.ts';
import { bodyOf, type Run, stepKey } from './clone-run.ts';

/*
 * How the executor sends creates: each step recorded "sent" before its call goes out and "created", with Meta's id,
 * as soon as the answer is in, so a crash at any point leaves a record the next attempt can resume from.
 */

export const pending = (step: CloneStepRow) => step.state !== 'created';

/** Like Promise.all, but waits for every promise before rejecting with the first failure. */
export async function settleAll(promises: ReadonlyArray<Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

export function stepOf(run: Pick<Run<unknown>, 'steps'>, kind: CloneStepKind, sourceId: string): CloneStepRow {
  const step = run.steps.get(stepKey(kind, sourceId));
  if (!step) throw new Error(`No ${kind} step for ${sourceId}`);
  return step;
}

export function createdId(step: CloneStepRow): string {
  if (!step.created_id) throw new Error(`The ${step.kind} ${step.source_id} was not created`);
  return step.created_id;
}

/**
 * Runs creates in batches of up to 50 (one after another, so a later batch may need what an earlier one created), each
 * chunk marked sent before it goes out unless the caller marked it already (`markedSent`), and records every id that
 * came back.
 */
export async function createInBatch(
  run: Run,
  steps: CloneStepRow[],
  operationsOf: (chunk: CloneStepRow[]) => BatchOperation[],
  finish?: (trx: Trx) => Promise<void>,
  markedSent: ReadonlySet<string> = new Set(),
): Promise<void> {
  const { deps } = run;
  let firstError: unknown;
  for (let start = 0; start < Math.max(steps.length, 1); start += MAX_BATCH_OPERATIONS) {
    const chunk = steps.slice(start, start + MAX_BATCH_OPERATIONS);
    const created: Array<{ id: string; createdId: string }> = [];
    if (chunk.length > 0) {
      const operations = operationsOf(chunk);
      run.call.signal?.throwIfAborted();
      const unmarked = chunk.filter((step) => !markedSent.has(step.id)).map((step) => step.id);
      if (unmarked.length > 0) await markCloneStepsSent(deps.db, unmarked, deps.now());
      const results = await deps.graph.batch(operations, run.call);
      chunk.forEach((step, index) => {
        try {
          const body = bodyOf<{ id?: string; images?: Record<string, { hash: string }> }>(results[index] ?? null);
          const id = step.kind === 'image' ? Object.values(body.images ?? {})[0]?.hash : body.id;
          if (!id) throw new GraphError(`Meta answered the ${step.kind} create without an id`, { code: 2 }, 'transient');
          created.push({ id: step.id, createdId: id });
          run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'created', created_id: id });
        } catch (error) {
          firstError ??= error;
        }
      });
    }
    const last = start + MAX_BATCH_OPERATIONS >= steps.length;
    await deps.db.transaction().execute(async (trx) => {
      await markCloneStepsCreated(trx, created, deps.now());
      if (last && finish && firstError === undefined) await finish(trx);
    });
  }
  if (firstError !== undefined) throw firstError;
  if (steps.length === 0 && finish) await deps.db.transaction().execute(finish);
}

/**
 * One create call each, all at once (ad sets: Meta refuses several of one campaign in a batch), for steps the caller
 * marked sent. Every call ends, and every id that came back is recorded in one write, before a failure is thrown.
 */
export async function createEachAlone(run: Run, calls: ReadonlyArray<{ step: CloneStepRow; operation: BatchOperation }>): Promise<void> {
  if (calls.length === 0) return;
  const { deps } = run;
  const results = await Promise.allSettled(calls.map(({ operation }) => deps.graph.post<{ id: string }>(operation.relativeUrl, operation.body ?? {}, run.call)));
  const created = calls.flatMap(({ step }, index) => {
    const result = results[index];
    return result?.status === 'fulfilled' ? [{ step, createdId: result.value.id }] : [];
  });
  await markCloneStepsCreated(deps.db, created.map(({ step, createdId }) => ({ id: step.id, createdId })), deps.now());
  for (const { step, createdId } of created) run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'created', created_id: createdId });
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
