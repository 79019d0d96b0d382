import type { TikTokCall, TikTokClient } from '../../tiktok/tiktok-client.ts';
import { type TikTokCloneSnapshot, tiktokCloneSnapshotSchema } from './tiktok-clone-snapshot.ts';
import { TikTokSourceGone } from './tiktok-clone-source-error.ts';

/** TikTok takes at most 100 image ids per `file/image/ad/info/` call. */
const IMAGE_INFO_BATCH = 100;

/**
 * Reads a TikTok campaign's tree once: the campaign, its ad groups and its ads (three filtered reads, every page), and
 * the material ids of the images the ads show, which sharing them with the target advertisers needs.
 */
export async function readTikTokCloneSource(
  tiktok: TikTokClient,
  source: { campaignId: string; advertiserId: string; currency: string },
  call: TikTokCall,
): Promise<TikTokCloneSnapshot> {
  const base = { advertiser_id: source.advertiserId, filtering: { campaign_ids: [source.campaignId] } };
  const [campaigns, adgroups, ads] = await Promise.all([
    tiktok.allPages<Record<string, unknown>>('/campaign/get/', base, call),
    tiktok.allPages<Record<string, unknown>>('/adgroup/get/', base, call),
    tiktok.allPages<Record<string, unknown> & { image_ids?: string[] }>('/ad/get/', base, call),
  ]);
  if (!campaigns[0]) throw new TikTokSourceGone(`The TikTok campaign ${source.campaignId} is not in advertiser ${source.advertiserId}`);
  const imageIds = [...new Set(ads.flatMap((ad) => ad.image_ids ?? []))];
  const images: Array<{ image_id: string; material_id: string }> = [];
  for (let start = 0; start < imageIds.length; start += IMAGE_INFO_BATCH) {
    const data = await tiktok.get<{ list: Array<{ image_id: string; material_id: string }> }>(
      '/file/image/ad/info/',
      { advertiser_id: source.advertiserId, image_ids: imageIds.slice(start, start + IMAGE_INFO_BATCH) },
      call,
    );
    images.push(...data.list.map((image) => ({ image_id: String(image.image_id), material_id: String(image.material_id) })));
  }
  const adgroupIds = new Set(adgroups.map((adgroup) => String(adgroup.adgroup_id)));
  const ids = <T extends Record<string, unknown>>(item: T, keys: string[]) => ({ ...item, ...Object.fromEntries(keys.map((key) => [key, String(item[key])])) });
  return tiktokCloneSnapshotSchema.parse({
    platform: 'tiktok',
    sourceAdvertiserId: source.advertiserId,
    sourceCurrency: source.currency,
    campaign: ids(campaigns[0], ['campaign_id']),
    adgroups: adgroups.map((adgroup) => ids(adgroup, ['adgroup_id'])),
    ads: ads.filter((ad) => adgroupIds.has(String(ad.adgroup_id))).map((ad) => ({ ...ids(ad, ['ad_id', 'adgroup_id']), image_ids: (ad.image_ids ?? []).map(String) })),
    images,
  });
}
