import { type CloneStepRow, markCloneStepsCreated, markCloneStepsSent, type Trx } from '@adfleet/db';
import { TikTokApiError } from '../../tiktok/tiktok-error.ts';
import { resolveParams } from '../clone-plan.ts';
import { stepKey } from '../clone-run.ts';
import { createdId, pending, settleAll, stepOf } from '../clone-send.ts';
import { CREATE_PATHS, SHARED_ASSETS_PER_CALL, type TikTokRun } from './tiktok-clone-run.ts';
import type { TikTokStepSpec } from './tiktok-clone-plan.ts';

/** TikTok's parameter error: an answer without the new id, which says nothing was made that can be found. */
const UNEXPECTED_ANSWER = 50_000;

/**
 * Creates what is still missing of a TikTok plan, kind after kind (images shared, then the campaign, the ad groups,
 * the ads), each step recorded "sent" before its call goes out and "created" with TikTok's id as soon as the answer is
 * in. Every call of a round ends and is recorded before a failure ends the round; `finish` runs once all exist.
 */
export async function createTikTokSteps(run: TikTokRun, specs: readonly TikTokStepSpec[], finish: (trx: Trx) => Promise<void>): Promise<void> {
  for (const kind of ['image', 'campaign', 'adset', 'ad'] as const) {
    const due = specs.filter((spec) => spec.kind === kind && pending(stepOf(run, spec.kind, spec.sourceId)));
    if (due.length === 0) continue;
    if (kind === 'image') await shareImages(run, due);
    else await createEach(run, due);
  }
  await run.deps.db.transaction().execute(finish);
}

/** The source's images shared with the target advertiser, 20 per call; a share answers nothing but success. */
async function shareImages(run: TikTokRun, specs: readonly TikTokStepSpec[]): Promise<void> {
  const { deps } = run;
  for (let start = 0; start < specs.length; start += SHARED_ASSETS_PER_CALL) {
    const chunk = specs.slice(start, start + SHARED_ASSETS_PER_CALL);
    const steps = chunk.map((spec) => stepOf(run, spec.kind, spec.sourceId));
    run.call.signal?.throwIfAborted();
    await markCloneStepsSent(deps.db, steps.map((step) => step.id), deps.now());
    await deps.tiktok.post(
      '/creative/asset/share/',
      { advertiser_id: run.snapshot.sourceAdvertiserId, asset_type: 'IMAGE', material_ids: chunk.map((spec) => spec.params.material_id), shared_advertiser_ids: [run.act] },
      run.call,
    );
    // A shared image keeps its id in every library it is in.
    record(run, await markCreated(run, steps.map((step) => ({ step, createdId: step.source_id }))));
  }
}

/** One create call per step, all at once (the client paces them), every id that came back recorded in one write. */
async function createEach(run: TikTokRun, specs: readonly TikTokStepSpec[]): Promise<void> {
  const { deps } = run;
  const calls = specs.map((spec) => ({ spec, step: stepOf(run, spec.kind, spec.sourceId) }));
  // Links are resolved before anything is marked, so a step whose parent is missing fails without a call.
  const bodies = calls.map(({ spec }) => resolveParams(spec, (ref) => createdId(stepOf(run, ref.kind, ref.sourceId))));
  run.call.signal?.throwIfAborted();
  await markCloneStepsSent(deps.db, calls.map(({ step }) => step.id), deps.now());
  const results = await Promise.allSettled(
    calls.map(async ({ spec }, index) => {
      const create = CREATE_PATHS[spec.kind as keyof typeof CREATE_PATHS];
      const id = create.idOf(await deps.tiktok.post<Record<string, never>>(create.path, bodies[index] ?? {}, run.call));
      if (!id) throw new TikTokApiError(UNEXPECTED_ANSWER, `TikTok answered the ${spec.kind} create without an id`);
      return String(id);
    }),
  );
  const created = calls.flatMap(({ step }, index) => {
    const result = results[index];
    return result?.status === 'fulfilled' ? [{ step, createdId: result.value }] : [];
  });
  record(run, await markCreated(run, created));
  await settleAll(results.map((result) => (result.status === 'rejected' ? Promise.reject(result.reason) : Promise.resolve())));
}

async function markCreated(run: TikTokRun, created: Array<{ step: CloneStepRow; createdId: string }>) {
  await markCloneStepsCreated(run.deps.db, created.map(({ step, createdId: id }) => ({ id: step.id, createdId: id })), run.deps.now());
  return created;
}

function record(run: TikTokRun, created: ReadonlyArray<{ step: CloneStepRow; createdId: string }>): void {
  for (const { step, createdId: id } of created) run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'created', created_id: id });
}
