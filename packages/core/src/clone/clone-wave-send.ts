import { type CloneStepRow, markCloneStepsSent, type Trx } from '@adfleet/db';
import { type BatchOperation, MAX_BATCH_OPERATIONS } from '../graph/index.ts';
import { resolveParams, type StepSpec } from './clone-plan.ts';
import { type Run, stepKey } from './clone-run.ts';
import { createdId, createEachAlone, createInBatch, pending, settleAll, stepOf } from './clone-send.ts';
import { createWaves, orderInBatch } from './clone-waves.ts';

/**
 * Creates what is still missing of the plan, round after round (`createWaves`): in each round the ad sets go one call
 * each (Meta refuses several ad sets of one campaign in a batch) beside one batch of the rest, all marked sent in one
 * write first. Every call of a round ends and is recorded before a failure ends it. `finish` runs once everything exists, in the same transaction as the
 * last steps recorded when the last round is a batch alone.
 */
export async function createInWaves(run: Run, specs: readonly StepSpec[], finish: (trx: Trx) => Promise<void>): Promise<void> {
  const byKey = new Map(specs.map((spec) => [stepKey(spec.kind, spec.sourceId), spec]));
  const specOf = (step: CloneStepRow): StepSpec => {
    const spec = byKey.get(stepKey(step.kind, step.source_id));
    if (!spec) throw new Error(`No planned ${step.kind} for ${step.source_id}`);
    return spec;
  };
  // Links are resolved when the operation is built, after the rounds before it recorded the ids it needs.
  const operationOf = (step: CloneStepRow): BatchOperation => {
    const spec = specOf(step);
    return { method: 'POST', relativeUrl: `${run.act}/${spec.edge}`, body: resolveParams(spec, (ref) => createdId(stepOf(run, ref.kind, ref.sourceId))) };
  };
  const waves = createWaves(specs, (ref) => !pending(stepOf(run, ref.kind, ref.sourceId)));
  let finished = false;
  const finishing = async (trx: Trx) => {
    await finish(trx);
    finished = true;
  };
  for (const [index, wave] of waves.entries()) {
    const steps = wave.map((spec) => stepOf(run, spec.kind, spec.sourceId));
    const alone = steps.filter((step) => step.kind === 'adset');
    const batched = steps.filter((step) => step.kind !== 'adset');
    const last = index === waves.length - 1 && alone.length === 0;
    const aloneCalls = alone.map((step) => ({ step, operation: operationOf(step) }));
    // What goes out at once is marked sent in one write: the round's single calls and its batch's first chunk.
    const sendingNow = [...alone, ...batched.slice(0, MAX_BATCH_OPERATIONS)].map((step) => step.id);
    run.call.signal?.throwIfAborted();
    await markCloneStepsSent(run.deps.db, sendingNow, run.deps.now());
    await settleAll([
      createEachAlone(run, aloneCalls),
      ...(batched.length > 0 ? [createInBatch(run, batched, (chunk) => orderInBatch(chunk.map(specOf), chunk.map(operationOf)), last ? finishing : undefined, new Set(sendingNow))] : []),
    ]);
  }
  if (!finished) await run.deps.db.transaction().execute(finishing);
}
