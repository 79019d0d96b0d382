import { type CloneStepKind, type CloneStepRow, markCloneStepsCreated, markCloneStepsPlanned, markCloneStepsSent, planCloneSteps, recordedCloneIds, settleUnknownCloneSteps, type Trx } from '@adfleet/db';
import type { GraphParams } from '../../graph/index.ts';
import { TikTokApiError } from '../../tiktok/tiktok-error.ts';
import { resolveParams } from '../clone-plan.ts';
import { createdId, pending, type Run, settleAll, stepKey, stepOf, succeedTargetIn, warn } from '../clone-run.ts';
import { planTikTokClone, type TikTokStepSpec } from './tiktok-clone-plan.ts';
import type { TikTokCloneSnapshot } from './tiktok-clone-source.ts';

/** A target's clone into a TikTok advertiser: `act` is the advertiser id, `call` carries its connection's token. */
type TikTokRun = Run<TikTokCloneSnapshot>;

/** What each create answers with the new object's id in. */
const CREATE_PATHS = {
  campaign: { path: '/campaign/create/', idOf: (data: { campaign_id?: string }) => data.campaign_id },
  adset: { path: '/adgroup/create/', idOf: (data: { adgroup_id?: string }) => data.adgroup_id },
  ad: { path: '/ad/create/', idOf: (data: { ad_ids?: string[] }) => data.ad_ids?.[0] },
} as const;

/** TikTok takes at most 20 assets per `creative/asset/share/` call. */
const SHARED_ASSETS_PER_CALL = 20;

/**
 * One attempt at a target advertiser: plan, record the plan, settle the steps a crash left "sent", create what is
 * missing, and end the target succeeded in the transaction that lists its new campaign. Returns the objects created.
 */
export async function cloneIntoTikTokTarget(run: TikTokRun): Promise<number> {
  const { target } = run;
  const plan = planTikTokClone({
    snapshot: run.snapshot,
    target: { advertiserId: run.act, campaignName: target.campaign_name, budgetMinor: target.budget_minor, currency: target.currency },
    request: run.request,
    now: run.deps.now(),
  });
  for (const warning of plan.warnings) warn(run, warning);
  const planned = await planCloneSteps(run.deps.db, target.id, plan.steps.map(({ kind, sourceId, name }) => ({ kind, sourceId, name })));
  for (const step of planned) run.steps.set(stepKey(step.kind, step.source_id), step);
  await reconcileTikTokUnknown(run);
  const campaign = plan.steps.find((spec) => spec.kind === 'campaign')?.params ?? {};
  await createTikTokSteps(run, plan.steps, (trx) => succeedTargetIn(trx, run, campaignRowParams(campaign, target.budget_minor)));
  return [...run.steps.values()].filter((step) => step.kind !== 'image').length;
}

/** The new campaign as the campaigns row lists it, in the same neutral words (paused, budget in minor units) as Meta's. */
function campaignRowParams(sent: GraphParams, budgetMinor: number | string | null): GraphParams {
  const budget = sent.budget_mode === 'BUDGET_MODE_DAY' ? { daily_budget: Number(budgetMinor) } : sent.budget_mode === 'BUDGET_MODE_TOTAL' ? { lifetime_budget: Number(budgetMinor) } : {};
  return { name: String(sent.campaign_name), objective: String(sent.objective_type), status: 'PAUSED', ...budget };
}

type Found = { id: string; name: string };

/** How each kind is looked up in the target advertiser, by name (TikTok's get filters by name and by parent). */
const LOOKUPS = {
  campaign: { path: '/campaign/get/', id: 'campaign_id', name: 'campaign_name' },
  adset: { path: '/adgroup/get/', id: 'adgroup_id', name: 'adgroup_name' },
  ad: { path: '/ad/get/', id: 'ad_id', name: 'ad_name' },
} as const;

/**
 * Steps sent before a crash (or whose answer was lost) and never recorded: looked up in the target advertiser by name,
 * skipping objects any clone already recorded there and the source's own; found ones are adopted, missing ones go back
 * to planned and are created again. So a create is never made twice.
 */
async function reconcileTikTokUnknown(run: TikTokRun): Promise<void> {
  const unknown = [...run.steps.values()].filter((step) => step.state === 'sent');
  if (unknown.length === 0) return;
  const { deps, act } = run;
  // Sharing again what is already shared changes nothing, so an unknown share is simply sent again.
  const images = unknown.filter((step) => step.kind === 'image');
  await markCloneStepsPlanned(deps.db, images.map((step) => step.id), deps.now());
  for (const step of images) run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'planned' });

  const campaignId = () => run.steps.get(stepKey('campaign', run.snapshot.campaign.campaign_id))?.created_id ?? undefined;
  for (const kind of ['campaign', 'adset', 'ad'] as const) {
    const sent = [...run.steps.values()].filter((step) => step.kind === kind && step.state === 'sent');
    if (sent.length === 0) continue;
    const lookup = LOOKUPS[kind];
    const parent = campaignId();
    const known = await recordedCloneIds(deps.db, act, kind);
    for (const id of sourceIds(run, kind)) known.add(id);
    // Without a created campaign no ad group or ad of this clone can exist.
    const filtering = kind === 'campaign' ? { campaign_name: sent[0]?.name } : parent ? { campaign_ids: [parent] } : undefined;
    const found: Found[] = filtering
      ? (await deps.tiktok.allPages<Record<string, unknown>>(lookup.path, { advertiser_id: act, filtering, fields: [lookup.id, lookup.name] }, run.call)).map((item) => ({
          id: String(item[lookup.id]),
          name: String(item[lookup.name]),
        }))
      : [];
    const adopted: Array<{ id: string; createdId: string }> = [];
    const missing: string[] = [];
    for (const step of sent) {
      // TikTok's name filter may match loosely: only the exact name is adopted.
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

/** Cloning into the source's own advertiser: its objects carry the same names and must never be adopted. */
function sourceIds(run: TikTokRun, kind: Exclude<CloneStepKind, 'image' | 'creative'>): string[] {
  if (run.act !== run.snapshot.sourceAdvertiserId) return [];
  if (kind === 'campaign') return [run.snapshot.campaign.campaign_id];
  if (kind === 'adset') return run.snapshot.adgroups.map((adgroup) => adgroup.adgroup_id);
  return run.snapshot.ads.map((ad) => ad.ad_id);
}

/** TikTok's parameter error: an answer without the new id, which says nothing was made that can be found. */
const UNEXPECTED_ANSWER = 50_000;

/**
 * Creates what is still missing of a TikTok plan, kind after kind (images shared, then the campaign, the ad groups,
 * the ads), each step recorded "sent" before its call goes out and "created" with TikTok's id as soon as the answer is
 * in. Every call of a round ends and is recorded before a failure ends the round; `finish` runs once all exist.
 */
async function createTikTokSteps(run: TikTokRun, specs: readonly TikTokStepSpec[], finish: (trx: Trx) => Promise<void>): Promise<void> {
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
