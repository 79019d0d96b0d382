import type { CloneStepKind } from '@adfleet/db';
import type { BatchOperation, GraphParams } from '../graph/index.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { majorToMinor, minorToMajor } from '../money/index.ts';
import { copyTargeting, currentInstagramNames } from './clone-meta-rules.ts';
import type { Remap, TargetRequest } from './clone-run.ts';
import { type CloneSnapshot, optionsSnapshot, type SnapshotAdSet, type SnapshotCreative } from './clone-source.ts';

/** Everything a target's plan depends on; nothing is read or written while planning. */
export interface PlanInput {
  snapshot: CloneSnapshot;
  target: { campaignName: string; budgetMinor: number | string | null; currency: string };
  request: Pick<TargetRequest, 'budgetType' | 'options'>;
  /** What `checkTarget` found the target may use. */
  remap: Remap;
  now: Date;
}

export interface StepRef {
  kind: CloneStepKind;
  sourceId: string;
}

/** A parameter (at `path` in the create's parameters) that takes the id another step's create gave back. */
export interface StepLink {
  path: readonly [string, ...string[]];
  from: StepRef;
}

export interface StepSpec extends StepRef {
  /** The name the created object carries, which is also how a crashed create is found again. */
  name: string;
  /** The edge of the target ad account the create is posted to. */
  edge: 'adimages' | 'campaigns' | 'adsets' | 'adcreatives' | 'ads';
  params: GraphParams;
  links: readonly StepLink[];
  /**
   * Steps that must exist first though no id of theirs is sent (a creative after the images it shows: the hash stays
   * the same). Unlike a link, such a step may ride in the same batch, ordered by Meta's depends_on.
   */
  after?: readonly StepRef[];
}

export interface ClonePlan {
  /** In dependency order: images, campaign, ad sets, creatives, ads; `createWaves` groups them into rounds. */
  steps: StepSpec[];
  /** What the person is told the clone changed (audiences dropped, bids dropped, an end date added), each once. */
  warnings: UserMessage[];
}

/**
 * A target's clone as create calls, as deep as its options ask: every object PAUSED, the campaign named from the
 * template, budgets in the target's currency (ad-set budgets scaled by the options' multiplier), pixels and pages
 * remapped, unusable audiences dropped with a warning, and Meta's current rules followed (clone-meta-rules.ts:
 * Advantage+ audience as in the source, removed placements left out with a warning, v22's Instagram names). The
 * executor sends exactly these parameters, filling in only the ids that earlier creates give back.
 */
export function planClone(input: PlanInput): ClonePlan {
  // Only what the options ask for: the chosen depth, paused items left out when asked.
  const snapshot = optionsSnapshot(input.snapshot, input.request.options);
  const warnings: UserMessage[] = [];
  // Each warning once, as a run keeps them (`warn`).
  const warnOnce = (warning: UserMessage) => {
    const key = JSON.stringify(warning);
    if (!warnings.some((known) => JSON.stringify(known) === key)) warnings.push(warning);
  };
  const campaign: StepRef = { kind: 'campaign', sourceId: snapshot.campaign.id };
  const steps: StepSpec[] = [
    ...snapshot.imageHashes.map((hash): StepSpec => ({ kind: 'image', sourceId: hash, name: hash, edge: 'adimages', params: imageParams(input, hash), links: [] })),
    { ...campaign, name: input.target.campaignName, edge: 'campaigns', params: campaignParams(input), links: [] },
    ...snapshot.adsets.map((adset): StepSpec => ({
      kind: 'adset',
      sourceId: adset.id,
      name: adset.name,
      edge: 'adsets',
      params: adsetParams(input, adset, warnOnce),
      links: [{ path: ['campaign_id'], from: campaign }],
    })),
    ...snapshot.creatives.map((creative): StepSpec => ({
      kind: 'creative',
      sourceId: creative.id,
      name: creative.name,
      edge: 'adcreatives',
      params: creativeParams(input, creative),
      links: [],
      after: imagesOf(snapshot, creative).map((hash) => ({ kind: 'image', sourceId: hash })),
    })),
    ...snapshot.ads.map((ad): StepSpec => ({
      kind: 'ad',
      sourceId: ad.id,
      name: ad.name,
      edge: 'ads',
      params: { name: ad.name, status: 'PAUSED' },
      links: [
        { path: ['adset_id'], from: { kind: 'adset', sourceId: ad.adset_id } },
        { path: ['creative', 'creative_id'], from: { kind: 'creative', sourceId: ad.creative_id } },
      ],
    })),
  ];
  return { steps, warnings };
}

/** The image hashes a creative shows (its link, video and carousel cards), as the snapshot lists them. */
function imagesOf(snapshot: CloneSnapshot, creative: SnapshotCreative): string[] {
  const spec = JSON.stringify(creative.object_story_spec);
  return snapshot.imageHashes.filter((hash) => spec.includes(`"${hash}"`));
}

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

/** Where the parameter builders leave a warning for the person who asked for the clone. */
type Warn = (warning: UserMessage) => void;

function imageParams(input: PlanInput, hash: string): GraphParams {
  return { copy_from: { source_account_id: input.snapshot.sourceAccountId, hash } };
}

const hasBudget = (object: { daily_budget?: string | number | undefined; lifetime_budget?: string | number | undefined }) =>
  (object.daily_budget !== undefined && Number(object.daily_budget) > 0) || (object.lifetime_budget !== undefined && Number(object.lifetime_budget) > 0);

const budgetField = (input: PlanInput) => (input.request.budgetType === 'daily' ? 'daily_budget' : 'lifetime_budget');

function campaignParams(input: PlanInput): GraphParams {
  const { campaign } = input.snapshot;
  const campaignBudget = hasBudget(campaign);
  return {
    name: input.target.campaignName,
    objective: LEGACY_OBJECTIVES[campaign.objective] ?? campaign.objective,
    status: 'PAUSED',
    special_ad_categories: campaign.special_ad_categories ?? [],
    ...(campaign.buying_type ? { buying_type: campaign.buying_type } : {}),
    ...(campaignBudget ? { [budgetField(input)]: Number(input.target.budgetMinor), ...(campaign.bid_strategy ? { bid_strategy: campaign.bid_strategy } : {}) } : {}),
  };
}

/** An ad set's create parameters, but for its `campaign_id`, which only the campaign's create gives. */
function adsetParams(input: PlanInput, adset: SnapshotAdSet, warn: Warn): GraphParams {
  const { remap } = input;
  const now = input.now.getTime();
  const future = (time: string | undefined) => (time && Date.parse(time) > now ? time : undefined);
  const targeting = copyTargeting(withUsableAudiences(input, adset, warn), adset.name, warn);
  const promoted = adset.promoted_object ? { ...adset.promoted_object } : undefined;
  if (promoted?.pixel_id !== undefined) promoted.pixel_id = remap.pixels.get(String(promoted.pixel_id)) ?? promoted.pixel_id;
  if (promoted?.page_id !== undefined) promoted.page_id = remap.pages.get(String(promoted.page_id)) ?? promoted.page_id;
  const ownBudget = !hasBudget(input.snapshot.campaign);
  let endTime = future(adset.end_time);
  if (ownBudget && input.request.budgetType === 'lifetime' && !endTime) {
    endTime = new Date(now + 30 * DAY_MS).toISOString();
    warn(userMessage('cloneWarnLifetimeEndAdded', { adSet: adset.name, endDate: endTime.slice(0, 10) }));
  }
  const sameCurrency = input.snapshot.sourceCurrency === input.target.currency;
  const capped = adset.bid_strategy === 'LOWEST_COST_WITH_BID_CAP' || adset.bid_strategy === 'COST_CAP';
  if (adset.bid_amount !== undefined && !sameCurrency) {
    warn(userMessage('cloneWarnBidDropped', { adSet: adset.name, currency: input.snapshot.sourceCurrency }));
  }
  return {
    name: adset.name,
    status: 'PAUSED',
    targeting,
    optimization_goal: adset.optimization_goal,
    billing_event: adset.billing_event ?? 'IMPRESSIONS',
    ...(sameCurrency || !capped ? { bid_strategy: adset.bid_strategy } : { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }),
    ...(sameCurrency && adset.bid_amount !== undefined ? { bid_amount: Number(adset.bid_amount) } : {}),
    ...(ownBudget ? { [budgetField(input)]: adsetBudgetMinor(input, adset) } : {}),
    start_time: future(adset.start_time),
    end_time: endTime,
    promoted_object: promoted,
    destination_type: adset.destination_type,
    dsa_payor: remap.dsa?.payor ?? adset.dsa_payor,
    dsa_beneficiary: remap.dsa?.beneficiary ?? adset.dsa_beneficiary,
  };
}

/**
 * An ad set's own budget: with a multiplier in the options, the source ad set's budget scaled into the target's
 * currency; without one (or when the source ad set had none), the request's amount, as before the options existed.
 */
function adsetBudgetMinor(input: PlanInput, adset: SnapshotAdSet): number {
  const multiplier = input.request.options?.budgetMultiplier;
  const preferred = input.request.budgetType === 'daily' ? [adset.daily_budget, adset.lifetime_budget] : [adset.lifetime_budget, adset.daily_budget];
  const own = preferred.find((amount) => Number(amount) > 0);
  if (multiplier === undefined || own === undefined) return Number(input.target.budgetMinor);
  return scaledBudgetMinor(Number(own), input.snapshot.sourceCurrency, multiplier, input.target.currency);
}

/** Drops custom audiences the target cannot use, with a warning naming them. */
function withUsableAudiences(input: PlanInput, adset: SnapshotAdSet, warn: Warn): Record<string, unknown> {
  const { usableAudiences } = input.remap;
  const targeting = { ...adset.targeting };
  for (const key of ['custom_audiences', 'excluded_custom_audiences']) {
    const audiences = targeting[key];
    if (!Array.isArray(audiences)) continue;
    const idOf = (audience: unknown) => String((audience as { id?: unknown }).id ?? audience);
    const kept = audiences.filter((audience) => usableAudiences.has(idOf(audience)));
    const dropped = audiences.filter((audience) => !usableAudiences.has(idOf(audience))).map(idOf);
    if (dropped.length > 0) warn(userMessage('cloneWarnAudiencesDropped', { adSet: adset.name, audiences: dropped.join(', ') }));
    if (kept.length > 0) targeting[key] = kept;
    else delete targeting[key];
  }
  return targeting;
}

function creativeParams(input: PlanInput, creative: SnapshotCreative): GraphParams {
  const { spec, sourceInstagramMediaId } = currentInstagramNames(structuredClone(creative.object_story_spec));
  const pageId = spec.page_id === undefined ? undefined : String(spec.page_id);
  const mapped = pageId === undefined ? undefined : (input.remap.pages.get(pageId) ?? pageId);
  // An Instagram account, and its posts, belong to the page: kept only when the page stays the same.
  const samePage = mapped === pageId;
  if (mapped !== undefined) spec.page_id = mapped;
  if (!samePage) delete spec.instagram_user_id;
  return {
    name: creative.name,
    object_story_spec: spec,
    ...(creative.url_tags ? { url_tags: creative.url_tags } : {}),
    ...(sourceInstagramMediaId !== undefined && samePage ? { source_instagram_media_id: sourceInstagramMediaId } : {}),
  };
}

/** The create's parameters with every link filled in; `createdId` throws when a step it needs is not created yet. */
export function resolveParams(spec: Pick<StepSpec, 'params' | 'links'>, createdId: (ref: StepRef) => string): GraphParams {
  const params = structuredClone(spec.params);
  for (const link of spec.links) {
    let holder: Record<string, unknown> = params;
    const [last, ...outer] = [...link.path].reverse() as [string, ...string[]];
    for (const key of outer.reverse()) holder = (holder[key] ??= {}) as Record<string, unknown>;
    holder[last] = createdId(link.from);
  }
  return params;
}

/**
 * A source budget (minor units of the source's currency) × the multiplier, in the target currency's minor units,
 * rounded as Meta keeps that currency. Amounts carry over as numbers of currency units, as the dialog's prefill does.
 */
export function scaledBudgetMinor(sourceMinor: number, sourceCurrency: string, multiplier: number, targetCurrency: string): number {
  // Never rounded down to nothing: Meta refuses a zero budget, and the preflight's minimum check speaks for too-small ones.
  return Math.max(1, majorToMinor(minorToMajor(sourceMinor, sourceCurrency) * multiplier, targetCurrency));
}

/*
 * The dependent rounds of a target's clone. A step waits for a round of its own only for the ids it sends (its links);
 * what it merely needs to exist first (`after`) may ride in the same batch behind it. So the campaign, the images and
 * the creatives go out in one first round, then the ad sets, then the ads: three rounds of creates at most.
 */

const keyOf = (ref: StepRef) => `${ref.kind}:${ref.sourceId}`;

/** The steps still to create, grouped into rounds; a step already created holds no one back. */
export function createWaves(steps: readonly StepSpec[], created: (ref: StepRef) => boolean): StepSpec[][] {
  const byKey = new Map(steps.map((spec) => [keyOf(spec), spec]));
  const levels = new Map<string, number>();
  const levelOf = (ref: StepRef, path: ReadonlySet<string>): number => {
    const key = keyOf(ref);
    const known = levels.get(key);
    if (known !== undefined) return known;
    if (path.has(key)) throw new Error(`The clone plan loops through ${key}`);
    const spec = byKey.get(key);
    if (!spec) throw new Error(`The clone plan needs ${key}, which it does not create`);
    const inner = new Set(path).add(key);
    const waitFor = (dependency: StepRef, rounds: number) => (created(dependency) ? 0 : levelOf(dependency, inner) + rounds);
    const level = Math.max(0, ...spec.links.map((link) => waitFor(link.from, 1)), ...(spec.after ?? []).map((dependency) => waitFor(dependency, 0)));
    levels.set(key, level);
    return level;
  };
  const waves: StepSpec[][] = [];
  for (const spec of steps) {
    if (created(spec)) continue;
    (waves[levelOf(spec, new Set())] ??= []).push(spec);
  }
  return waves.filter((wave) => wave.length > 0);
}

/**
 * One batch's operations in Meta's terms: a step waits (depends_on) for the last of its `after` steps in the same batch.
 * The steps waited for are chained one after another, so that last one stands for all before it; they wait for nothing
 * else themselves (images). What an earlier batch or round created needs no waiting. Named results are still returned,
 * since their ids are recorded.
 */
export function orderInBatch(specs: readonly StepSpec[], operations: readonly BatchOperation[]): BatchOperation[] {
  const index = new Map(specs.map((spec, position) => [keyOf(spec), position]));
  const waitsFor = specs.map((spec, position) => Math.max(-1, ...(spec.after ?? []).map((ref) => index.get(keyOf(ref)) ?? -1).filter((at) => at < position)));
  const awaited = [...new Set(waitsFor.filter((at) => at >= 0))].sort((a, b) => a - b);
  const chained = new Map(awaited.slice(1).map((at, rank) => [at, awaited[rank] ?? -1]));
  const nameOf = (position: number) => `step${position}`;
  return operations.map((operation, position) => {
    const dependsOn = (waitsFor[position] ?? -1) >= 0 ? waitsFor[position] : chained.get(position);
    const named = awaited.includes(position);
    return {
      ...operation,
      ...(named ? { name: nameOf(position), omitResponseOnSuccess: false } : {}),
      ...(dependsOn !== undefined && dependsOn >= 0 ? { dependsOn: nameOf(dependsOn) } : {}),
    };
  });
}
