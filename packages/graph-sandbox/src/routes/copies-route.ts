import { COPY_LIMIT_ASYNC, COPY_LIMIT_SYNC } from '../constants.ts';
import { errors } from '../errors/graph-errors.ts';
import type { CallContext, RouteDef } from '../graph/graph-types.ts';
import { oneOf, optionalBool, optionalObject } from '../graph/params.ts';
import { allocateId, type ConfiguredStatus } from '../world/world-types.ts';
import { optionalTime, writableAccount } from './write-rules.ts';

/**
 * POST /{campaign_id}/copies — Meta's copy inside ONE ad account (no parameter names another account).
 * A deep copy may carry at most 3 child objects synchronously, 51 in an async batch request; more is 100/1885194.
 */
function copyCampaign(ctx: CallContext) {
  const account = writableAccount(ctx);
  const source = ctx.world.campaigns[ctx.node.id];
  if (!source) throw errors.noObject('POST', ctx.node.id);
  const deep = optionalBool(ctx.params, 'deep_copy') ?? false;
  const statusOption = oneOf(ctx.params, 'status_option', ['ACTIVE', 'PAUSED', 'INHERITED_FROM_SOURCE']) ?? 'PAUSED';
  const rename = (optionalObject(ctx.params, 'rename_options') ?? {}) as { rename_strategy?: string; rename_prefix?: string; rename_suffix?: string };
  const strategy = rename.rename_strategy ?? 'ONLY_TOP_LEVEL_RENAME';
  const renamed = (name: string, topLevel: boolean) =>
    strategy === 'NO_RENAME' || (strategy === 'ONLY_TOP_LEVEL_RENAME' && !topLevel)
      ? name
      : `${rename.rename_prefix ?? ''}${name}${rename.rename_suffix ?? (rename.rename_prefix ? '' : ' - Copy')}`;
  const statusOf = (original: ConfiguredStatus): ConfiguredStatus => (statusOption === 'INHERITED_FROM_SOURCE' ? original : statusOption);

  const adsets = deep ? Object.values(ctx.world.adsets).filter((adset) => adset.campaignId === source.id && adset.status !== 'DELETED') : [];
  const ads = Object.values(ctx.world.ads).filter((ad) => adsets.some((adset) => adset.id === ad.adsetId) && ad.status !== 'DELETED');
  const limit = ctx.inAsyncBatch ? COPY_LIMIT_ASYNC : COPY_LIMIT_SYNC;
  if (adsets.length + ads.length > limit) {
    throw errors.invalid(
      'Too Many Objects to Copy',
      `This deep copy has ${adsets.length + ads.length} child objects; a ${ctx.inAsyncBatch ? 'copy in an async batch request' : 'synchronous copy'} may have at most ${limit}.${ctx.inAsyncBatch ? '' : ' Use an async batch request (up to 51), or copy the ad sets one by one.'}`,
      1885194,
    );
  }

  const now = ctx.now.getTime();
  const startTime = optionalTime(ctx, 'start_time');
  const endTime = optionalTime(ctx, 'end_time');
  const campaignId = allocateId(ctx.world, '120');
  ctx.world.campaigns[campaignId] = { ...structuredClone(source), id: campaignId, accountId: account.id, name: renamed(source.name, true), status: statusOf(source.status), createdTime: now, updatedTime: now, startTime: startTime ?? now };
  const copied = [{ ad_object_type: 'campaign', source_id: source.id, copied_id: campaignId }];
  for (const adset of adsets) {
    const adsetId = allocateId(ctx.world, '120');
    ctx.world.adsets[adsetId] = {
      ...structuredClone(adset),
      id: adsetId,
      campaignId,
      name: renamed(adset.name, false),
      status: statusOf(adset.status),
      createdTime: now,
      updatedTime: now,
      startTime: startTime ?? now,
      ...(endTime !== undefined ? { endTime } : {}),
    };
    copied.push({ ad_object_type: 'ad_set', source_id: adset.id, copied_id: adsetId });
    for (const ad of ads.filter((candidate) => candidate.adsetId === adset.id)) {
      const adId = allocateId(ctx.world, '120');
      // A copied ad points at the same creative; only the ad object is new. It has no delivery history.
      ctx.world.ads[adId] = { id: adId, accountId: account.id, adsetId, campaignId, creativeId: ad.creativeId, name: renamed(ad.name, false), status: statusOf(ad.status), createdTime: now, updatedTime: now };
      copied.push({ ad_object_type: 'ad', source_id: ad.id, copied_id: adId });
    }
  }
  return { copied_campaign_id: campaignId, ad_object_ids: copied };
}

export const copiesRoutes: RouteDef[] = [{ method: 'POST', kinds: ['campaign'], edge: 'copies', handler: copyCampaign }];
