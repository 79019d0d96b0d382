import { z } from 'zod';

/** Graph JSON objects kept as Meta sent them (targeting, promoted_object, object_story_spec…). */
const jsonObject = z.record(z.string(), z.unknown());
const money = z.union([z.string(), z.number()]).optional();

/** The source tree as read once at request time and stored with the batch; every job re-creates from it. */
export const cloneSnapshotSchema = z.object({
  /** Digits of the source ad account (copy_from wants them without act_). */
  sourceAccountId: z.string(),
  sourceCurrency: z.string(),
  campaign: z.object({
    id: z.string(),
    name: z.string(),
    objective: z.string(),
    special_ad_categories: z.array(z.string()).optional(),
    buying_type: z.string().optional(),
    bid_strategy: z.string().optional(),
    daily_budget: money,
    lifetime_budget: money,
  }),
  adsets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** As configured in the source (ACTIVE, PAUSED…); absent in snapshots stored before it was read. */
      status: z.string().optional(),
      targeting: jsonObject,
      optimization_goal: z.string().optional(),
      billing_event: z.string().optional(),
      bid_strategy: z.string().optional(),
      bid_amount: money,
      daily_budget: money,
      lifetime_budget: money,
      start_time: z.string().optional(),
      end_time: z.string().optional(),
      promoted_object: jsonObject.optional(),
      destination_type: z.string().optional(),
      dsa_payor: z.string().optional(),
      dsa_beneficiary: z.string().optional(),
    }),
  ),
  creatives: z.array(z.object({ id: z.string(), name: z.string(), object_story_spec: jsonObject, url_tags: z.string().optional() })),
  ads: z.array(z.object({ id: z.string(), name: z.string(), status: z.string().optional(), adset_id: z.string(), creative_id: z.string(), tracking_specs: z.array(z.unknown()).optional() })),
  /** Every image hash the creatives use (carousel cards included). */
  imageHashes: z.array(z.string()),
});
export type CloneSnapshot = z.infer<typeof cloneSnapshotSchema>;
export type SnapshotAdSet = CloneSnapshot['adsets'][number];
export type SnapshotCreative = CloneSnapshot['creatives'][number];
