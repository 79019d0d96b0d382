import {
  type CloneStepKind,
  type CloneStepRow,
  type CloneTargetWithBatch,
  findAdAccountById,
  findCloneTarget,
  findConnectionById,
  finishCloneTarget,
  markCloneStepsCreated,
  markCloneStepsPlanned,
  markCloneStepsSent,
  markCloneTargetRunning,
  planCloneSteps,
  recordedCloneIds,
  requeueCloneTarget,
  type Trx,
} from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { type Backoff, decideFailure } from '../failure/failure-policy.ts';
import { type BatchOperation, type BatchResult, type CallOptions, GraphError, type GraphParams, isGraphError, MAX_BATCH_OPERATIONS } from '../graph/index.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import type { JobResult } from '../jobs/job-registry.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { invalidateConnectionToken } from '../sync/token-invalidation.ts';
import type { JobAttempt } from '../sync/sync-job-runners.ts';
import type { CloneDeps } from './clone-deps.ts';
import { type CloneCreatedIds } from './clone-schemas.ts';
import { type CloneSnapshot, cloneSnapshotSchema, type SnapshotAdSet, type SnapshotCreative } from './clone-snapshot.ts';

/**
 * Rounds of creates one job attempt makes when Meta answers transient errors: each round first looks up the steps
 * whose create answered an error (reconciled by name, like after a crash), then creates what is still missing.
 */
const CREATE_ROUNDS = 6;
const ROUND_BACKOFF: Backoff = { baseMs: 500, capMs: 8_000 };
const DAY_MS = 86_400_000;
/** Objectives Meta no longer accepts on create, mapped to their ODAX successors. */
const LEGACY_OBJECTIVES: Record<string, string> = {
  CONVERSIONS: 'OUTCOME_SALES',
  PRODUCT_CATALOG_SALES: 'OUTCOME_SALES',
  LINK_CLICKS: 'OUTCOME_TRAFFIC',
  LEAD_GENERATION: 'OUTCOME_LEADS',
  BRAND_AWARENESS: 'OUTCOME_AWARENESS',
  REACH: 'OUTCOME_AWARENESS',
  POST_ENGAGEMENT: 'OUTCOME_ENGAGEMENT',
  PAGE_LIKES: 'OUTCOME_ENGAGEMENT',
  VIDEO_VIEWS: 'OUTCOME_ENGAGEMENT',
  MESSAGES: 'OUTCOME_ENGAGEMENT',
  APP_INSTALLS: 'OUTCOME_APP_PROMOTION',
};

/** A target that cannot be cloned as asked: recorded failed with this message, never retried. */
class CloneRefused extends Error {
  override name = 'CloneRefused';
}

interface TargetRequest {
  budgetType: 'daily' | 'lifetime';
  pixelId?: string | undefined;
  pageId?: string | undefined;
}

interface Remap {
  pixels: Map<string, string>;
  pages: Map<string, string>;
  usableAudiences: Set<string>;
}

interface Run {
  deps: CloneDeps;
  target: CloneTargetWithBatch;
  snapshot: CloneSnapshot;
  request: TargetRequest;
  act: string;
  call: CallOptions;
  steps: Map<string, CloneStepRow>;
  warnings: string[];
}

/** Rounds and resumed attempts build the same parameters again; each warning is kept once. */
function warn(run: Run, warning: string): void {
  if (!run.warnings.includes(warning)) run.warnings.push(warning);
}

const stepKey = (kind: CloneStepKind, sourceId: string) => `${kind}:${sourceId}`;

/**
 * One `clone.account` job: re-creates the batch's snapshot in the target account, every object PAUSED, each recorded
 * as a step before and after its create call, so a redelivered or crashed job resumes without creating twice.
 */
export async function runCloneAccountJob(deps: CloneDeps, payload: { targetId: string }, attempt: JobAttempt): Promise<JobResult<'clone.account'>> {
  const target = await findCloneTarget(deps.db, payload.targetId);
  if (!target || target.state === 'succeeded' || target.state === 'failed') return { outcome: 'skipped', created: 0 };
  const account = target.ad_account_id ? await findAdAccountById(deps.db, target.ad_account_id) : undefined;
  const connection = account ? await findConnectionById(deps.db, account.connection_id) : undefined;
  if (!account || !connection || connection.status !== 'active') {
    await failTarget(deps, target, 'La conexión de Facebook de esta cuenta ya no es válida. Vuelve a conectar Facebook.', []);
    throw new PermanentJobError('The target account has no valid connection');
  }
  await markCloneTargetRunning(deps.db, target.id, deps.now());
  const run: Run = {
    deps,
    target,
    snapshot: cloneSnapshotSchema.parse(target.snapshot),
    request: target.request as unknown as TargetRequest,
    act: target.external_ad_account_id,
    call: { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: target.external_ad_account_id, signal: attempt.signal },
    steps: new Map(),
    warnings: [],
  };
  try {
    const created = await cloneInRounds(run, attempt.signal);
    return { outcome: 'succeeded', created };
  } catch (error) {
    // Stopped (worker shutdown, expiry): leave every step as recorded; the next attempt resumes from them.
    if (attempt.signal.aborted) throw error;
    if (error instanceof CloneRefused) {
      await failTarget(deps, target, error.message, run.warnings);
      throw new PermanentJobError(error.message, { cause: error });
    }
    const decision = decideFailure(error, { tries: CREATE_ROUNDS, maxTries: CREATE_ROUNDS, finalAttempt: attempt.finalAttempt });
    if (decision.action === 'defer') return deferThrottled(deps, target, decision.afterMs);
    if (decision.action === 'token') {
      await deps.db.transaction().execute(async (trx) => {
        await invalidateConnectionToken(deps, trx, connection, error as GraphError);
        await failTargetIn(trx, deps, target, describe(error), run.warnings);
      });
      throw new PermanentJobError(describe(error), { cause: error });
    }
    if (decision.action === 'requeue') {
      await requeueCloneTarget(deps.db, target.id);
      throw error;
    }
    await failTarget(deps, target, describe(error), run.warnings);
    throw new PermanentJobError(describe(error), { cause: error });
  }
}

/**
 * The clone, repeated in place while Meta answers transient errors, as the failure policy allows. Anything else (a
 * refusal, a bug) ends the attempt at once.
 */
async function cloneInRounds(run: Run, signal: AbortSignal): Promise<number> {
  for (let round = 0; ; round++) {
    try {
      return await cloneIntoTarget(run);
    } catch (error) {
      if (signal.aborted || !isGraphError(error)) throw error;
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

function describe(error: unknown): string {
  if (isGraphError(error)) {
    const detail = error.userMessage ?? error.message;
    return `Meta ${error.code}${error.subcode ? `/${error.subcode}` : ''}: ${detail}`;
  }
  return 'Error inesperado al clonar en esta cuenta';
}

async function cloneIntoTarget(run: Run): Promise<number> {
  const { snapshot, target } = run;
  const planned = await planCloneSteps(run.deps.db, target.id, [
    ...snapshot.imageHashes.map((hash) => ({ kind: 'image' as const, sourceId: hash, name: hash })),
    { kind: 'campaign' as const, sourceId: snapshot.campaign.id, name: target.campaign_name },
    ...snapshot.adsets.map((adset) => ({ kind: 'adset' as const, sourceId: adset.id, name: adset.name })),
    ...snapshot.creatives.map((creative) => ({ kind: 'creative' as const, sourceId: creative.id, name: creative.name })),
    ...snapshot.ads.map((ad) => ({ kind: 'ad' as const, sourceId: ad.id, name: ad.name })),
  ]);
  for (const step of planned) run.steps.set(stepKey(step.kind, step.source_id), step);

  const remap = await checkTarget(run);
  await reconcileUnknown(run);

  // Wave 1: image copies and the campaign (nothing depends on anything yet): one batch.
  const campaignStep = stepOf(run, 'campaign', snapshot.campaign.id);
  const wave1 = [...snapshot.imageHashes.map((hash) => stepOf(run, 'image', hash)), campaignStep].filter(pending);
  await createInBatch(run, wave1, (step) => (step.kind === 'image' ? imageOperation(run, step) : campaignOperation(run)));
  // Read back from the run: createInBatch records the created id on a new step object, not on `campaignStep`.
  const campaignId = createdId(stepOf(run, 'campaign', snapshot.campaign.id));

  // Wave 2: ad sets (one call each, in parallel: Meta refuses several ad sets of one campaign in a batch) and creatives (batched).
  // Every call of the wave ends (and is recorded) before a failure of one ends the round.
  await settleAll([
    settleAll(snapshot.adsets.map((adset) => stepOf(run, 'adset', adset.id)).filter(pending).map((step) => createAlone(run, step, adsetParams(run, remap, campaignId, adsetOf(run, step.source_id)), 'adsets'))),
    createInBatch(
      run,
      snapshot.creatives.map((creative) => stepOf(run, 'creative', creative.id)).filter(pending),
      (step) => ({ method: 'POST', relativeUrl: `${run.act}/adcreatives`, body: creativeParams(run, remap, creativeOf(run, step.source_id)) }),
    ),
  ]);

  // Wave 3: ads, batched; the target ends in the same transaction as the last steps it records.
  const adSteps = snapshot.ads.map((ad) => stepOf(run, 'ad', ad.id));
  await createInBatch(
    run,
    adSteps.filter(pending),
    (step) => {
      const ad = snapshot.ads.find((candidate) => candidate.id === step.source_id);
      return {
        method: 'POST',
        relativeUrl: `${run.act}/ads`,
        body: {
          name: step.name,
          adset_id: createdId(stepOf(run, 'adset', ad?.adset_id ?? '')),
          creative: { creative_id: createdId(stepOf(run, 'creative', ad?.creative_id ?? '')) },
          status: 'PAUSED',
        },
      };
    },
    async (trx) => {
      const createdIds = createdIdsOf(run);
      const done = await finishCloneTarget(trx, target.id, {
        state: 'succeeded',
        message: `Campaña clonada en ${target.account_name}`,
        error: null,
        warnings: run.warnings,
        finishedAt: run.deps.now(),
      });
      if (!done) return;
      await recordAudit(trx, {
        event: { action: 'clone.account_succeeded', metadata: { batchId: target.batch_id, adAccountId: run.act, createdIds, warnings: run.warnings.map((warning) => warning.slice(0, 500)) } },
        userId: target.user_id,
        actor: { type: 'system' },
        target: { type: 'clone_target', id: target.id },
      });
    },
  );
  return [...run.steps.values()].filter((step) => step.kind !== 'image').length;
}

const pending = (step: CloneStepRow) => step.state !== 'created';

/** Like Promise.all, but waits for every promise before rejecting with the first failure. */
async function settleAll(promises: ReadonlyArray<Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function stepOf(run: Run, kind: CloneStepKind, sourceId: string): CloneStepRow {
  const step = run.steps.get(stepKey(kind, sourceId));
  if (!step) throw new Error(`No ${kind} step for ${sourceId}`);
  return step;
}

function createdId(step: CloneStepRow): string {
  if (!step.created_id) throw new Error(`The ${step.kind} ${step.source_id} was not created`);
  return step.created_id;
}

const adsetOf = (run: Run, id: string) => run.snapshot.adsets.find((adset) => adset.id === id) as SnapshotAdSet;
const creativeOf = (run: Run, id: string) => run.snapshot.creatives.find((creative) => creative.id === id) as SnapshotCreative;

function createdIdsOf(run: Run): CloneCreatedIds {
  const ids = (kind: CloneStepKind) => [...run.steps.values()].filter((step) => step.kind === kind && step.created_id).map((step) => step.created_id as string);
  const [campaignId] = ids('campaign');
  return { ...(campaignId ? { campaignId } : {}), adSetIds: ids('adset'), creativeIds: ids('creative'), adIds: ids('ad') };
}

type Ids = { data?: Array<{ id: string }> };

/**
 * Before anything is created: which pixel, page and audiences the target may use. The request's pixel/page wins when
 * the target may use it, else the source's; when neither, the account fails naming what to provide.
 */
async function checkTarget(run: Run): Promise<Remap> {
  const results = await run.deps.graph.batch(
    ['adspixels', 'promote_pages', 'customaudiences'].map((edge): BatchOperation => ({ method: 'GET', relativeUrl: `${run.act}/${edge}?fields=id&limit=500` })),
    run.call,
  );
  const [pixels, pages, audiences] = results.map((result) => new Set((bodyOf<Ids>(result).data ?? []).map((item) => item.id)));
  const { snapshot, request, target } = run;
  const remap: Remap = { pixels: new Map(), pages: new Map(), usableAudiences: audiences ?? new Set() };
  const choose = (sourceId: string, wanted: string | undefined, usable: Set<string> | undefined, what: 'pixel' | 'page') => {
    if (wanted && usable?.has(wanted)) return wanted;
    if (usable?.has(sourceId)) return sourceId;
    const field = what === 'pixel' ? 'Pixel ID' : 'Page ID';
    const thing = what === 'pixel' ? 'el píxel' : 'la página';
    const tried = wanted ? `${thing} ${wanted} ni ${thing} de la campaña original (${sourceId})` : `${thing} de la campaña original (${sourceId})`;
    throw new CloneRefused(`La cuenta ${target.account_name} no puede usar ${tried}. Indica un ${field} que esta cuenta pueda usar.`);
  };
  for (const adset of snapshot.adsets) {
    const promoted = adset.promoted_object ?? {};
    if (typeof promoted.pixel_id === 'string' || typeof promoted.pixel_id === 'number') remap.pixels.set(String(promoted.pixel_id), choose(String(promoted.pixel_id), request.pixelId, pixels, 'pixel'));
    if (promoted.page_id !== undefined) remap.pages.set(String(promoted.page_id), choose(String(promoted.page_id), request.pageId, pages, 'page'));
  }
  for (const creative of snapshot.creatives) {
    const pageId = creative.object_story_spec.page_id;
    if (pageId !== undefined) remap.pages.set(String(pageId), choose(String(pageId), request.pageId, pages, 'page'));
  }
  return remap;
}

function bodyOf<T>(result: BatchResult): T {
  if (!result) throw new GraphError('A Graph batch operation timed out', { code: 2 }, 'transient');
  if (!result.ok) throw result.error;
  return result.body as T;
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
    await markCloneStepsCreated(deps.db, adopted, deps.now());
    await markCloneStepsPlanned(deps.db, missing, deps.now());
  }
}

/** Marks the steps sent, runs their creates in batches of up to 50, and records every id that came back. */
async function createInBatch(run: Run, steps: CloneStepRow[], operationOf: (step: CloneStepRow) => BatchOperation, finish?: (trx: Trx) => Promise<void>): Promise<void> {
  const { deps } = run;
  let firstError: unknown;
  for (let start = 0; start < Math.max(steps.length, 1); start += MAX_BATCH_OPERATIONS) {
    const chunk = steps.slice(start, start + MAX_BATCH_OPERATIONS);
    const created: Array<{ id: string; createdId: string }> = [];
    if (chunk.length > 0) {
      const operations = chunk.map(operationOf);
      run.call.signal?.throwIfAborted();
      await markCloneStepsSent(deps.db, chunk.map((step) => step.id), deps.now());
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

/** One create call of its own (ad sets: Meta refuses several of one campaign in a batch). */
async function createAlone(run: Run, step: CloneStepRow, params: GraphParams, edge: string): Promise<void> {
  const { deps } = run;
  run.call.signal?.throwIfAborted();
  await markCloneStepsSent(deps.db, [step.id], deps.now());
  const body = await deps.graph.post<{ id: string }>(`${run.act}/${edge}`, params, run.call);
  await markCloneStepsCreated(deps.db, [{ id: step.id, createdId: body.id }], deps.now());
  run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'created', created_id: body.id });
}

function imageOperation(run: Run, step: CloneStepRow): BatchOperation {
  return { method: 'POST', relativeUrl: `${run.act}/adimages`, body: { copy_from: { source_account_id: run.snapshot.sourceAccountId, hash: step.source_id } } };
}

const hasBudget = (object: { daily_budget?: string | number | undefined; lifetime_budget?: string | number | undefined }) =>
  (object.daily_budget !== undefined && Number(object.daily_budget) > 0) || (object.lifetime_budget !== undefined && Number(object.lifetime_budget) > 0);
const budgetField = (run: Run) => (run.request.budgetType === 'daily' ? 'daily_budget' : 'lifetime_budget');

function campaignOperation(run: Run): BatchOperation {
  const { campaign } = run.snapshot;
  const campaignBudget = hasBudget(campaign);
  const body: GraphParams = {
    name: run.target.campaign_name,
    objective: LEGACY_OBJECTIVES[campaign.objective] ?? campaign.objective,
    status: 'PAUSED',
    special_ad_categories: campaign.special_ad_categories ?? [],
    ...(campaign.buying_type ? { buying_type: campaign.buying_type } : {}),
    ...(campaignBudget ? { [budgetField(run)]: Number(run.target.budget_minor), ...(campaign.bid_strategy ? { bid_strategy: campaign.bid_strategy } : {}) } : {}),
  };
  return { method: 'POST', relativeUrl: `${run.act}/campaigns`, body };
}

function adsetParams(run: Run, remap: Remap, campaignId: string, adset: SnapshotAdSet): GraphParams {
  const now = run.deps.now().getTime();
  const future = (time: string | undefined) => (time && Date.parse(time) > now ? time : undefined);
  const targeting = withUsableAudiences(run, remap, adset);
  const promoted = adset.promoted_object ? { ...adset.promoted_object } : undefined;
  if (promoted?.pixel_id !== undefined) promoted.pixel_id = remap.pixels.get(String(promoted.pixel_id)) ?? promoted.pixel_id;
  if (promoted?.page_id !== undefined) promoted.page_id = remap.pages.get(String(promoted.page_id)) ?? promoted.page_id;
  const ownBudget = !hasBudget(run.snapshot.campaign);
  let endTime = future(adset.end_time);
  if (ownBudget && run.request.budgetType === 'lifetime' && !endTime) {
    endTime = new Date(now + 30 * DAY_MS).toISOString();
    warn(run, `El conjunto "${adset.name}" no tenía fecha de fin; con presupuesto total termina en 30 días (${endTime.slice(0, 10)}).`);
  }
  const sameCurrency = run.snapshot.sourceCurrency === run.target.currency;
  const capped = adset.bid_strategy === 'LOWEST_COST_WITH_BID_CAP' || adset.bid_strategy === 'COST_CAP';
  if (adset.bid_amount !== undefined && !sameCurrency) {
    warn(run, `El conjunto "${adset.name}" usaba una puja en ${run.snapshot.sourceCurrency}; se creó con la puja automática (sin tope).`);
  }
  return {
    name: adset.name,
    campaign_id: campaignId,
    status: 'PAUSED',
    targeting,
    optimization_goal: adset.optimization_goal,
    billing_event: adset.billing_event ?? 'IMPRESSIONS',
    ...(sameCurrency || !capped ? { bid_strategy: adset.bid_strategy } : { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }),
    ...(sameCurrency && adset.bid_amount !== undefined ? { bid_amount: Number(adset.bid_amount) } : {}),
    ...(ownBudget ? { [budgetField(run)]: Number(run.target.budget_minor) } : {}),
    start_time: future(adset.start_time),
    end_time: endTime,
    promoted_object: promoted,
    destination_type: adset.destination_type,
    dsa_payor: adset.dsa_payor,
    dsa_beneficiary: adset.dsa_beneficiary,
  };
}

/** Drops custom audiences the target cannot use, with a warning naming them. */
function withUsableAudiences(run: Run, remap: Remap, adset: SnapshotAdSet): Record<string, unknown> {
  const targeting = { ...adset.targeting };
  for (const key of ['custom_audiences', 'excluded_custom_audiences']) {
    const audiences = targeting[key];
    if (!Array.isArray(audiences)) continue;
    const idOf = (audience: unknown) => String((audience as { id?: unknown }).id ?? audience);
    const kept = audiences.filter((audience) => remap.usableAudiences.has(idOf(audience)));
    const dropped = audiences.filter((audience) => !remap.usableAudiences.has(idOf(audience))).map(idOf);
    if (dropped.length > 0) {
      warn(run, `Se quitaron del conjunto "${adset.name}" públicos personalizados que la cuenta no puede usar: ${dropped.join(', ')}.`);
    }
    if (kept.length > 0) targeting[key] = kept;
    else delete targeting[key];
  }
  return targeting;
}

function creativeParams(run: Run, remap: Remap, creative: SnapshotCreative): GraphParams {
  const spec = structuredClone(creative.object_story_spec);
  const pageId = spec.page_id === undefined ? undefined : String(spec.page_id);
  if (pageId !== undefined) {
    const mapped = remap.pages.get(pageId) ?? pageId;
    spec.page_id = mapped;
    // An Instagram account belongs to its page: keep it only when the page stays the same.
    if (mapped !== pageId) delete spec.instagram_user_id;
  }
  return { name: creative.name, object_story_spec: spec, ...(creative.url_tags ? { url_tags: creative.url_tags } : {}) };
}

export async function failTargetIn(trx: Trx, deps: CloneDeps, target: CloneTargetWithBatch, error: string, warnings: readonly string[]): Promise<void> {
  const done = await finishCloneTarget(trx, target.id, { state: 'failed', message: `No se creó la campaña en ${target.account_name}`, error, warnings, finishedAt: deps.now() });
  if (!done) return;
  const rows = await trx.selectFrom('clone_steps').select(['kind', 'created_id']).where('target_id', '=', target.id).where('state', '=', 'created').execute();
  const ids = (kind: CloneStepKind) => rows.filter((row) => row.kind === kind && row.created_id).map((row) => row.created_id as string);
  const [campaignId] = ids('campaign');
  await recordAudit(trx, {
    event: {
      action: 'clone.account_failed',
      metadata: { batchId: target.batch_id, adAccountId: target.external_ad_account_id, error: error.slice(0, 1000), createdIds: { ...(campaignId ? { campaignId } : {}), adSetIds: ids('adset'), creativeIds: ids('creative'), adIds: ids('ad') } },
    },
    userId: target.user_id,
    actor: { type: 'system' },
    target: { type: 'clone_target', id: target.id },
  });
}

async function failTarget(deps: CloneDeps, target: CloneTargetWithBatch, error: string, warnings: readonly string[]): Promise<void> {
  await deps.db.transaction().execute((trx) => failTargetIn(trx, deps, target, error, warnings));
}

/** Meta's block outlasted what the Graph client waits in place: the same target is queued again for when it lifts. */
async function deferThrottled(deps: CloneDeps, target: CloneTargetWithBatch, afterMs: number): Promise<JobResult<'clone.account'>> {
  const startAfter = new Date(deps.now().getTime() + afterMs);
  await deps.db.transaction().execute(async (trx) => {
    await deps.jobs.send(trx, cloneAccountJob.name, { targetId: target.id }, { singletonKey: target.ad_account_id ?? target.external_ad_account_id, startAfter });
    await requeueCloneTarget(trx, target.id);
  });
  return { outcome: 'deferred', created: 0 };
}
