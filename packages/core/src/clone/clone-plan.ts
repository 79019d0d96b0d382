import type { CloneStepKind } from '@adfleet/db';
import type { GraphParams } from '../graph/index.ts';
import type { UserMessage } from '../messages/index.ts';
import { adsetParams, campaignParams, creativeParams, imageParams } from './clone-params.ts';
import type { Remap, TargetRequest } from './clone-run.ts';
import { optionsSnapshot } from './clone-options-snapshot.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';

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
 * template, budgets in the target's currency (ad-set budgets scaled by the options' multiplier), pixels and pages remapped, unusable audiences dropped with a warning. The executor sends exactly
 * these parameters, filling in only the ids that earlier creates give back.
 */
export function planClone(input: PlanInput): ClonePlan {
  // Only what the options ask for: the chosen depth, paused items left out when asked.
  const snapshot = optionsSnapshot(input.snapshot, input.request.options);
  const warnings: UserMessage[] = [];
  const warn = (warning: UserMessage) => {
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
      params: adsetParams(input, adset, warn),
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
function imagesOf(snapshot: CloneSnapshot, creative: CloneSnapshot['creatives'][number]): string[] {
  const spec = JSON.stringify(creative.object_story_spec);
  return snapshot.imageHashes.filter((hash) => spec.includes(`"${hash}"`));
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
