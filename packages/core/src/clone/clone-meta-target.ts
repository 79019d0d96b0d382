import { type CloneStepKind, type CloneStepRow, markCloneStepsCreated, markCloneStepsPlanned, markCloneStepsSent, planCloneSteps, recordedCloneIds, settleUnknownCloneSteps, type Trx } from '@adfleet/db';
import { recordLatestUsage } from '../ad-accounts/account-usage-recorder.ts';
import { type BatchOperation, GraphError, type GraphParams, MAX_BATCH_OPERATIONS } from '../graph/index.ts';
import { userMessage } from '../messages/index.ts';
import { storedUsable } from './clone-checks.ts';
import { sourceRefusals } from './clone-meta-rules.ts';
import { createWaves, orderInBatch, planClone, resolveParams, type StepSpec } from './clone-plan.ts';
import { type ParsedCloneRequest, targetChoice } from './clone-request.ts';
import { bodyOf, CloneRefused, createdId, pending, type Remap, type Run, settleAll, stepKey, stepOf, succeedTargetIn, warn } from './clone-run.ts';
import { optionsSnapshot } from './clone-source.ts';

/*
 * A target's clone into a Meta ad account, one attempt: what it may use, the plan, the steps a crash left unknown, and
 * the creates still missing, in rounds of single calls and Graph batches.
 */

/**
 * One attempt at a Meta ad account: check what it may use, plan, record the plan, reconcile the steps a crash left
 * "sent", create the rest in waves, and end the target in the transaction of its last recorded steps.
 */
export async function cloneIntoMetaTarget(run: Run): Promise<number> {
  const { snapshot, target } = run;
  const remap = await checkTarget(run);
  const plan = planClone({
    snapshot,
    target: { campaignName: target.campaign_name, budgetMinor: target.budget_minor, currency: target.currency },
    request: run.request,
    remap,
    now: run.deps.now(),
  });
  for (const warning of plan.warnings) warn(run, warning);
  const planned = await planCloneSteps(run.deps.db, target.id, plan.steps.map(({ kind, sourceId, name }) => ({ kind, sourceId, name })));
  for (const step of planned) run.steps.set(stepKey(step.kind, step.source_id), step);
  await reconcileUnknown(run);

  // The target ends in the same transaction as the last steps it records, and its campaign is listed.
  const campaignParams = plan.steps.find((spec) => spec.kind === 'campaign')?.params ?? {};
  await createInWaves(run, plan.steps, async (trx) => {
    await recordLatestUsage(trx, run.deps.graph, run.account);
    await succeedTargetIn(trx, run, campaignParams);
  });
  return [...run.steps.values()].filter((step) => step.kind !== 'image').length;
}

type Ids = { data?: Array<{ id: string }> };

/**
 * Before anything is created: whether Meta lets the source be copied at all, and which pixel, page and audiences the
 * target may use. The target's own pixel/page (from the request's `targets`) wins, else the request's single one, when
 * the target may use it, else the source's; when neither, the account fails naming what to provide.
 */
async function checkTarget(run: Run): Promise<Remap> {
  const { request, target } = run;
  // Only what the options duplicate: a page or pixel that only a left-out object used is not needed.
  const snapshot = optionsSnapshot(run.snapshot, request.options);
  // The batch start refuses such a source; a batch stored before Meta's rules were followed meets them here.
  const [refusal] = sourceRefusals(snapshot, target.account_name);
  if (refusal) throw new CloneRefused(refusal);
  const { pixels, pages, audiences } = await usableIds(run);
  // The batch's stored request is the parsed clone request; `targets` is absent from requests stored before it existed.
  const own = targetChoice(request as Pick<ParsedCloneRequest, 'targets'>, run.act);
  const pixelId = own?.pixelId ?? request.pixelId;
  const wantedPage = own?.pageId ?? request.pageId;
  const remap: Remap = { pixels: new Map(), pages: new Map(), usableAudiences: audiences, dsa: { payor: own?.dsaPayor, beneficiary: own?.dsaBeneficiary } };
  const choose = (sourceId: string, wanted: string | undefined, usable: Set<string> | undefined, what: 'pixel' | 'page') => {
    if (wanted && usable?.has(wanted)) return wanted;
    if (usable?.has(sourceId)) return sourceId;
    const account = target.account_name;
    if (wanted) throw new CloneRefused(userMessage(what === 'pixel' ? 'clonePixelsUnusable' : 'clonePagesUnusable', { account, wanted, sourceId }));
    throw new CloneRefused(userMessage(what === 'pixel' ? 'clonePixelUnusable' : 'clonePageUnusable', { account, sourceId }));
  };
  for (const adset of snapshot.adsets) {
    const promoted = adset.promoted_object ?? {};
    if (typeof promoted.pixel_id === 'string' || typeof promoted.pixel_id === 'number') remap.pixels.set(String(promoted.pixel_id), choose(String(promoted.pixel_id), pixelId, pixels, 'pixel'));
    if (promoted.page_id !== undefined) remap.pages.set(String(promoted.page_id), choose(String(promoted.page_id), wantedPage, pages, 'page'));
  }
  for (const creative of snapshot.creatives) {
    const pageId = creative.object_story_spec.page_id;
    if (pageId !== undefined) remap.pages.set(String(pageId), choose(String(pageId), wantedPage, pages, 'page'));
  }
  return remap;
}

/**
 * What the target may use: the batch start's read, stored with the target, so the job adds no round trip; read here
 * only when none is stored (the start could not read it, or the batch predates storing it).
 */
async function usableIds(run: Run): Promise<{ pixels: Set<string>; pages: Set<string>; audiences: Set<string> }> {
  const stored = storedUsable(run.target.usable);
  if (stored) return { pixels: new Set(stored.pixels), pages: new Set(stored.pages), audiences: new Set(stored.audiences) };
  const results = await run.deps.graph.batch(
    ['adspixels', 'promote_pages', 'customaudiences'].map((edge): BatchOperation => ({ method: 'GET', relativeUrl: `${run.act}/${edge}?fields=id&limit=500` })),
    run.call,
  );
  const [pixels, pages, audiences] = results.map((result) => new Set((bodyOf<Ids>(result).data ?? []).map((item) => item.id))) as [Set<string>, Set<string>, Set<string>];
  return { pixels, pages, audiences };
}

/**
 * Steps sent before a crash whose outcome was never recorded: looked up in the target by name (skipping objects any
 * clone already recorded, and the source's own objects); found ones are adopted, missing ones go back to planned and
 * are created again.
 */
async function reconcileUnknown(run: Run): Promise<void> {
  const unknown = [...run.steps.values()].filter((step) => step.state === 'sent');
  if (unknown.length === 0) return;
  const { deps, act } = run;
  const images = unknown.filter((step) => step.kind === 'image');
  // Copying an image is idempotent (same hash), so an unknown copy is simply done again.
  await markCloneStepsPlanned(deps.db, images.map((step) => step.id), deps.now());
  for (const step of images) run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'planned' });

  const campaignId = () => run.steps.get(stepKey('campaign', run.snapshot.campaign.id))?.created_id;
  const lookups: Array<[CloneStepKind, () => string | undefined]> = [
    ['campaign', () => `${act}/campaigns`],
    ['adset', () => (campaignId() ? `${campaignId()}/adsets` : undefined)],
    ['creative', () => `${act}/adcreatives`],
    ['ad', () => (campaignId() ? `${campaignId()}/ads` : undefined)],
  ];
  for (const [kind, edgeOf] of lookups) {
    const sent = [...run.steps.values()].filter((step) => step.kind === kind && step.state === 'sent');
    if (sent.length === 0) continue;
    const edge = edgeOf();
    const known = await recordedCloneIds(deps.db, act, kind);
    // Cloning into the source's own account: the source objects carry the same names and must never be adopted.
    if (kind === 'campaign') known.add(run.snapshot.campaign.id);
    if (kind === 'creative') for (const creative of run.snapshot.creatives) known.add(creative.id);
    const found: Array<{ id: string; name: string }> = [];
    if (edge) {
      const params: GraphParams = { fields: 'id,name', limit: 500, effective_status: ['ACTIVE', 'PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'IN_PROCESS', 'WITH_ISSUES'] };
      if (kind === 'campaign') params.filtering = [{ field: 'name', operator: 'EQUAL', value: sent[0]?.name }];
      if (kind === 'creative') delete params.effective_status;
      for await (const item of deps.graph.paginate<{ id: string; name: string }>(edge, params, run.call)) found.push(item);
    }
    const adopted: Array<{ id: string; createdId: string }> = [];
    const missing: string[] = [];
    for (const step of sent) {
      const match = found.find((item) => item.name === step.name && !known.has(item.id));
      if (match) {
        known.add(match.id);
        adopted.push({ id: step.id, createdId: match.id });
        run.steps.set(stepKey(kind, step.source_id), { ...step, state: 'created', created_id: match.id });
      } else {
        missing.push(step.id);
        run.steps.set(stepKey(kind, step.source_id), { ...step, state: 'planned' });
      }
    }
    await settleUnknownCloneSteps(deps.db, { adopted, missing }, deps.now());
  }
}

/**
 * Creates what is still missing of the plan, round after round (`createWaves`): in each round the ad sets go one call
 * each (Meta refuses several ad sets of one campaign in a batch) beside one batch of the rest, all marked sent in one
 * write first. Every call of a round ends and is recorded before a failure ends it. `finish` runs once everything exists, in the same transaction as the
 * last steps recorded when the last round is a batch alone.
 */
async function createInWaves(run: Run, specs: readonly StepSpec[], finish: (trx: Trx) => Promise<void>): Promise<void> {
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

/**
 * Runs creates in batches of up to 50 (one after another, so a later batch may need what an earlier one created), each
 * chunk marked sent before it goes out unless the caller marked it already (`markedSent`), and records every id that
 * came back.
 */
async function createInBatch(
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
async function createEachAlone(run: Run, calls: ReadonlyArray<{ step: CloneStepRow; operation: BatchOperation }>): Promise<void> {
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
