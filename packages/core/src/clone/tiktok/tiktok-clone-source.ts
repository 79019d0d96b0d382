import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { userMessage } from '../../messages/index.ts';
import type { TikTokCall, TikTokClient } from '../../tiktok/tiktok-client.ts';
import { isTikTokApiError } from '../../tiktok/tiktok-error.ts';
import type { CloneDeps } from '../clone-batch-store.ts';
import type { CloneSourceBudget } from '../clone-schemas.ts';
import type { SourceAccess, SourceCampaign } from '../clone-source.ts';

const money = z.union([z.string(), z.number()]).nullish();
const text = z.string().nullish();

/**
 * A TikTok source tree as read once at request time and stored with the batch, in TikTok's own field names; `platform`
 * tells the executor which platform re-creates it (a Meta snapshot has none).
 */
export const tiktokCloneSnapshotSchema = z.object({
  platform: z.literal('tiktok'),
  sourceAdvertiserId: z.string(),
  sourceCurrency: z.string(),
  campaign: z.object({ campaign_id: z.string(), campaign_name: z.string(), objective_type: z.string(), budget_mode: z.string(), budget: money }),
  adgroups: z.array(
    z.object({
      adgroup_id: z.string(),
      adgroup_name: z.string(),
      operation_status: text,
      budget_mode: z.string(),
      budget: money,
      placement_type: text,
      placements: z.array(z.string()).nullish(),
      location_ids: z.array(z.string()),
      schedule_type: z.string(),
      schedule_start_time: z.string(),
      schedule_end_time: text,
      optimization_goal: z.string(),
      billing_event: z.string(),
      bid_type: text,
      pacing: z.string(),
      promotion_type: text,
    }),
  ),
  ads: z.array(
    z.object({
      ad_id: z.string(),
      ad_name: z.string(),
      adgroup_id: z.string(),
      operation_status: text,
      ad_format: z.string(),
      ad_text: z.string(),
      call_to_action: text,
      landing_page_url: text,
      display_name: text,
      identity_type: text,
      image_ids: z.array(z.string()),
    }),
  ),
  /** The images the ads show, with the material ids `creative/asset/share/` takes. */
  images: z.array(z.object({ image_id: z.string(), material_id: z.string() })),
});
export type TikTokCloneSnapshot = z.infer<typeof tiktokCloneSnapshotSchema>;
export type TikTokSnapshotAdGroup = TikTokCloneSnapshot['adgroups'][number];
export type TikTokSnapshotAd = TikTokCloneSnapshot['ads'][number];

/** The source campaign is not (or no longer) in its advertiser. */
export class TikTokSourceGone extends Error {
  override name = 'TikTokSourceGone';
}

/** Why the source could not be read, as the person can act on it. */
export function tiktokSourceReadError(error: unknown): AppError {
  if (error instanceof TikTokSourceGone) return new AppError('NOT_FOUND', userMessage('cloneTikTokSourceGone'), { cause: error });
  if (isTikTokApiError(error)) {
    if (error.kind === 'auth') return new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneTikTokSourceTokenRejected'), { cause: error });
    if (error.kind === 'throttled') return new AppError('RATE_LIMITED', userMessage('cloneTikTokSourceThrottled'), { cause: error });
  }
  return new AppError('SERVICE_UNAVAILABLE', userMessage('cloneTikTokSourceUnreadable'), { cause: error });
}

/** TikTok takes at most 100 image ids per `file/image/ad/info/` call. */
const IMAGE_INFO_BATCH = 100;

/**
 * Reads a TikTok campaign's tree once: the campaign, its ad groups and its ads (three filtered reads, every page), and
 * the material ids of the images the ads show, which sharing them with the target advertisers needs.
 */
async function readTikTokCloneSource(
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

/** A TikTok source's tree, read with its connection's token; a read that fails is refused as the person can act on it. */
export function readTikTokSource(deps: Pick<CloneDeps, 'tiktok' | 'cipher'>, campaign: SourceCampaign, { account, connection }: SourceAccess): Promise<TikTokCloneSnapshot> {
  return readTikTokCloneSource(deps.tiktok, { campaignId: campaign.external_id, advertiserId: account.ad_account_id, currency: account.currency }, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) }).catch(
    (error: unknown) => {
      throw tiktokSourceReadError(error);
    },
  );
}

/** Smart+'s dynamic daily budget is a daily average: it is offered as the daily budget it is. */
const BUDGET_TYPES: Record<string, 'daily' | 'lifetime'> = { BUDGET_MODE_DAY: 'daily', BUDGET_MODE_DYNAMIC_DAILY_BUDGET: 'daily', BUDGET_MODE_TOTAL: 'lifetime' };

type Holder = { budget_mode: string; budget?: string | number | null | undefined };

/** The holder's budget as the dialog takes it (TikTok's budgets are already in currency units); none for an unlimited one. */
function budgetOf(holder: Holder): { budgetType: 'daily' | 'lifetime'; amount: number } | undefined {
  const budgetType = BUDGET_TYPES[holder.budget_mode];
  const amount = Number(holder.budget ?? 0);
  return budgetType && amount > 0 ? { budgetType, amount } : undefined;
}

/**
 * The campaign's budget, else the smallest of its ad groups' (daily before total), as Meta's sources are read; the
 * same for a Smart+ source's tree.
 */
export function tiktokSourceBudget(snapshot: { sourceCurrency: string; campaign: Holder; adgroups: readonly Holder[] }): CloneSourceBudget {
  const own = budgetOf(snapshot.campaign);
  if (own) return { ...own, currency: snapshot.sourceCurrency, from: 'campaign' };
  for (const budgetType of ['daily', 'lifetime'] as const) {
    const amounts = snapshot.adgroups.flatMap((adgroup) => {
      const budget = budgetOf(adgroup);
      return budget?.budgetType === budgetType ? [budget.amount] : [];
    });
    if (amounts.length > 0) return { budgetType, amount: Math.min(...amounts), currency: snapshot.sourceCurrency, from: 'adSets' };
  }
  return null;
}
