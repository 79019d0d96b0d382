import { z } from 'zod';
import type { TikTokCall, TikTokClient } from '../../tiktok/tiktok-client.ts';
import type { CloneDeps } from '../clone-batch-store.ts';
import type { SourceAccess, SourceCampaign } from '../clone-source.ts';
import { TikTokSourceGone, tiktokSourceReadError } from './tiktok-clone-source.ts';

const money = z.union([z.string(), z.number()]).nullish();
const text = z.string().nullish();
const id = z.union([z.string(), z.number()]).transform(String);

/**
 * An Upgraded Smart+ source as read at request time and stored with the batch: what TikTok's own copy task needs to
 * be asked (the ad groups and ads to copy, their statuses, schedules and budgets), in TikTok's field names. TikTok
 * makes the copy, so nothing else of the tree is kept.
 */
export const smartPlusCloneSnapshotSchema = z.object({
  platform: z.literal('tiktok'),
  smartPlus: z.literal(true),
  sourceAdvertiserId: z.string(),
  sourceCurrency: z.string(),
  campaign: z.object({ campaign_id: id, campaign_name: z.string(), objective_type: z.string(), budget_optimize_on: z.boolean().nullish(), budget_mode: z.string(), budget: money }),
  adgroups: z.array(
    z.object({
      adgroup_id: id,
      adgroup_name: z.string(),
      operation_status: text,
      budget_mode: z.string(),
      budget: money,
      schedule_type: z.string(),
      schedule_start_time: z.string(),
      schedule_end_time: text,
    }),
  ),
  ads: z.array(z.object({ smart_plus_ad_id: id, ad_name: z.string(), adgroup_id: id, operation_status: text })),
});
export type SmartPlusCloneSnapshot = z.infer<typeof smartPlusCloneSnapshotSchema>;

/** `smart_plus/ad/get/` pages by at most 100. */
const AD_PAGE_SIZE = 100;

/** The Smart+ campaign, its ad groups and its ads (undeleted, as TikTok copies them): three filtered reads, every page. */
async function readSmartPlusCloneSource(tiktok: TikTokClient, source: { campaignId: string; advertiserId: string; currency: string }, call: TikTokCall): Promise<SmartPlusCloneSnapshot> {
  const base = { advertiser_id: source.advertiserId, filtering: { campaign_ids: [source.campaignId] } };
  const [campaigns, adgroups, ads] = await Promise.all([
    tiktok.allPages<Record<string, unknown>>('/smart_plus/campaign/get/', base, call),
    tiktok.allPages<Record<string, unknown>>('/smart_plus/adgroup/get/', base, call),
    tiktok.allPages<Record<string, unknown>>('/smart_plus/ad/get/', base, call, AD_PAGE_SIZE),
  ]);
  if (!campaigns[0]) throw new TikTokSourceGone(`The Smart+ campaign ${source.campaignId} is not in advertiser ${source.advertiserId}`);
  const adgroupIds = new Set(adgroups.map((adgroup) => String(adgroup.adgroup_id)));
  return smartPlusCloneSnapshotSchema.parse({
    platform: 'tiktok',
    smartPlus: true,
    sourceAdvertiserId: source.advertiserId,
    sourceCurrency: source.currency,
    campaign: campaigns[0],
    adgroups,
    ads: ads.filter((ad) => adgroupIds.has(String(ad.adgroup_id))),
  });
}

/** A Smart+ source's tree, read with its connection's token; a read that fails is refused as the person can act on it. */
export function readSmartPlusSource(deps: Pick<CloneDeps, 'tiktok' | 'cipher'>, campaign: SourceCampaign, { account, connection }: SourceAccess): Promise<SmartPlusCloneSnapshot> {
  return readSmartPlusCloneSource(deps.tiktok, { campaignId: campaign.external_id, advertiserId: account.ad_account_id, currency: account.currency }, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) }).catch(
    (error: unknown) => {
      throw tiktokSourceReadError(error);
    },
  );
}
