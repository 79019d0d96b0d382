import { z } from 'zod';

const money = z.union([z.string(), z.number()]).nullish();
const text = z.string().nullish();

/**
 * A TikTok source tree as read once at request time and stored with the batch, in TikTok's own field names; `platform`
 * tells the engine which platform re-creates it (a Meta snapshot has none).
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
