import { COPY_LIMIT_ASYNC, COPY_LIMIT_SYNC } from '../constants.ts';
import { errors } from '../errors/graph-errors.ts';
import type { CallContext, RouteDef } from '../graph/graph-types.ts';
import { oneOf, optionalBool, optionalObject, optionalString } from '../graph/params.ts';
import { type Ad, type AdSet, allocateId, type ConfiguredStatus } from '../world/world-types.ts';
import { targetingUnderRules } from './targeting-rules.ts';
import { optionalTime, refuseLegacyAdvantagePlus, writableAccount } from './write-rules.ts';

type CopiedObject = { ad_object_type: 'campaign' | 'ad_set' | 'ad'; source_id: string; copied_id: string };

/** What every copy call shares: names, statuses and dates as asked, and the objects it creates, as Meta lists them. */
interface Copying {
  ctx: CallContext;
  accountId: string;
  renamed: (name: string, topLevel: boolean) => string;
  statusOf: (original: ConfiguredStatus) => ConfiguredStatus;
  startTime: number | undefined;
  endTime: number | undefined;
  now: number;
  copied: CopiedObject[];
}

function copying(ctx: CallContext): Copying {
  const account = writableAccount(ctx);
  const statusOption = oneOf(ctx.params, 'status_option', ['ACTIVE', 'PAUSED', 'INHERITED_FROM_SOURCE']) ?? 'PAUSED';
  const rename = (optionalObject(ctx.params, 'rename_options') ?? {}) as { rename_strategy?: string; rename_prefix?: string; rename_suffix?: string };
  const strategy = rename.rename_strategy ?? 'ONLY_TOP_LEVEL_RENAME';
  return {
    ctx,
    accountId: account.id,
    renamed: (name, topLevel) =>
      strategy === 'NO_RENAME' || (strategy === 'ONLY_TOP_LEVEL_RENAME' && !topLevel)
        ? name
        : `${rename.rename_prefix ?? ''}${name}${rename.rename_suffix ?? (rename.rename_prefix ? '' : ' - Copy')}`,
    statusOf: (original) => (statusOption === 'INHERITED_FROM_SOURCE' ? original : statusOption),
    startTime: optionalTime(ctx, 'start_time'),
    endTime: optionalTime(ctx, 'end_time'),
    now: ctx.now.getTime(),
    copied: [],
  };
}

/** A deep copy may carry at most 3 child objects synchronously, 51 in an async batch request; more is 100/1885194. */
function checkCopySize(ctx: CallContext, children: number) {
  const limit = ctx.inAsyncBatch ? COPY_LIMIT_ASYNC : COPY_LIMIT_SYNC;
  if (children <= limit) return;
  throw errors.invalid(
    'Too Many Objects to Copy',
    `This deep copy has ${children} child objects; a ${ctx.inAsyncBatch ? 'copy in an async batch request' : 'synchronous copy'} may have at most ${limit}.${ctx.inAsyncBatch ? '' : ' Use an async batch request (up to 51), or copy the ad sets one by one.'}`,
    1885194,
  );
}

const liveAdsOf = (ctx: CallContext, adsetId: string) => Object.values(ctx.world.ads).filter((ad) => ad.adsetId === adsetId && ad.status !== 'DELETED');

/**
 * The new ad set a copy makes, as a new ad set is made under the version's rules (Advantage+ audience unless the
 * source's targeting says, Explore refused, Messenger Stories left out), with its ads when `withAds`. The rules are
 * checked when planned, before anything is written, so a refused copy leaves nothing behind.
 */
function planAdSetCopy(run: Copying, adset: AdSet, campaignId: string, topLevel: boolean, withAds: boolean): () => void {
  const targeting = targetingUnderRules(run.ctx, adset.targeting, 'new');
  // A new ad set: the source's budget changes are not its own.
  const { budgetChangedAt: _changes, ...source } = structuredClone(adset);
  return () => {
    const { world } = run.ctx;
    const adsetId = allocateId(world, '120');
    world.adsets[adsetId] = {
      ...source,
      id: adsetId,
      campaignId,
      name: run.renamed(adset.name, topLevel),
      status: run.statusOf(adset.status),
      targeting,
      createdTime: run.now,
      updatedTime: run.now,
      startTime: run.startTime ?? run.now,
      ...(run.endTime !== undefined ? { endTime: run.endTime } : {}),
    };
    run.copied.push({ ad_object_type: 'ad_set', source_id: adset.id, copied_id: adsetId });
    if (withAds) copyAds(run, liveAdsOf(run.ctx, adset.id), adsetId, campaignId);
  };
}

/** A copied ad points at the same creative; only the ad object is new. It has no delivery history. */
function copyAds(run: Copying, ads: readonly Ad[], adsetId: string, campaignId: string) {
  for (const ad of ads) {
    const adId = allocateId(run.ctx.world, '120');
    run.ctx.world.ads[adId] = { id: adId, accountId: run.accountId, adsetId, campaignId, creativeId: ad.creativeId, name: run.renamed(ad.name, false), status: run.statusOf(ad.status), createdTime: run.now, updatedTime: run.now };
    run.copied.push({ ad_object_type: 'ad', source_id: ad.id, copied_id: adId });
  }
}

/**
 * POST /{campaign_id}/copies — Meta's copy inside ONE ad account (no parameter names another account). A legacy
 * Advantage+ shopping or app campaign is refused (v25.0, every version from 2026-05-19).
 */
function copyCampaign(ctx: CallContext) {
  const run = copying(ctx);
  const source = ctx.world.campaigns[ctx.node.id];
  if (!source) throw errors.noObject('POST', ctx.node.id);
  refuseLegacyAdvantagePlus(ctx, source.smartPromotionType, 'copied');
  const deep = optionalBool(ctx.params, 'deep_copy') ?? false;
  const adsets = deep ? Object.values(ctx.world.adsets).filter((adset) => adset.campaignId === source.id && adset.status !== 'DELETED') : [];
  checkCopySize(ctx, adsets.reduce((children, adset) => children + 1 + liveAdsOf(ctx, adset.id).length, 0));
  const campaignId = allocateId(ctx.world, '120');
  const writes = adsets.map((adset) => planAdSetCopy(run, adset, campaignId, false, true));
  ctx.world.campaigns[campaignId] = {
    ...structuredClone(source),
    id: campaignId,
    accountId: run.accountId,
    name: run.renamed(source.name, true),
    status: run.statusOf(source.status),
    createdTime: run.now,
    updatedTime: run.now,
    startTime: run.startTime ?? run.now,
  };
  run.copied.push({ ad_object_type: 'campaign', source_id: source.id, copied_id: campaignId });
  for (const write of writes) write();
  return { copied_campaign_id: campaignId, ad_object_ids: run.copied };
}

/**
 * POST /{adset_id}/copies — an ad set copied into its own campaign or another of the same account (`campaign_id`),
 * with its ads when `deep_copy`; since v23.0 the copy is a new ad set under Advantage+ audience's default.
 */
function copyAdSet(ctx: CallContext) {
  const run = copying(ctx);
  const source = ctx.world.adsets[ctx.node.id];
  if (!source) throw errors.noObject('POST', ctx.node.id);
  const campaignId = optionalString(ctx.params, 'campaign_id') ?? source.campaignId;
  const campaign = ctx.world.campaigns[campaignId];
  if (!campaign || campaign.accountId !== run.accountId || campaign.status === 'DELETED') {
    throw errors.invalid('Campaign Does Not Exist', `The campaign ${campaignId} doesn't exist in the ad account act_${run.accountId}.`);
  }
  const deep = optionalBool(ctx.params, 'deep_copy') ?? false;
  checkCopySize(ctx, deep ? liveAdsOf(ctx, source.id).length : 0);
  planAdSetCopy(run, source, campaignId, true, deep)();
  const [copiedAdSet] = run.copied;
  return { copied_adset_id: copiedAdSet?.copied_id, ad_object_ids: run.copied };
}

export const copiesRoutes: RouteDef[] = [
  { method: 'POST', kinds: ['campaign'], edge: 'copies', handler: copyCampaign },
  { method: 'POST', kinds: ['adset'], edge: 'copies', handler: copyAdSet },
];
