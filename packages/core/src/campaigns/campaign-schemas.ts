import { z } from 'zod';
import { platformIdInputSchema } from '../platforms/platform-schemas.ts';
import { checkReportingRange, reportingRangeShape } from '../dates/reporting-range.ts';
import { CAMPAIGN_SORTS, SORT_DIRECTIONS } from './campaign-sorts.ts';

export * from './campaign-sorts.ts';

export const campaignListInputSchema = z
  .object({
    platformId: platformIdInputSchema.optional(),
    /** The platform's ad account id (act_…). */
    adAccountId: z.string().max(64).optional(),
    status: z.string().max(32).optional(),
    objective: z.string().max(64).optional(),
    search: z.string().trim().max(200).optional(),
    sort: z.enum(CAMPAIGN_SORTS).optional(),
    /** `asc` or `desc` (not `direction`: tRPC's infinite queries add a `direction` of their own to the input). */
    order: z.enum(SORT_DIRECTIONS).optional(),
    /** The days whose spend is summed, a preset in each account's own calendar; without a range, every synced day counts. */
    ...reportingRangeShape,
    /** Giving a limit or a cursor asks for one page ({ items, nextCursor }) instead of the plain list. */
    limit: z.coerce.number().int().min(1).max(500).optional(),
    /** Holds the last row's sort key: a name of 512 characters (TikTok's longest), 3 bytes each, is about 2,200 in base64. */
    cursor: z.string().max(3_000).optional(),
  })
  .superRefine(checkReportingRange)
  .optional();
export type CampaignListInput = z.input<typeof campaignListInputSchema>;
export type ParsedCampaignListInput = NonNullable<z.output<typeof campaignListInputSchema>>;

const campaignSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  name: z.string(),
  status: z.string(),
  effectiveStatus: z.string().nullable(),
  objective: z.string().nullable(),
  /** Minor units of the account currency (cents for USD, yen for JPY), as Meta keeps them. */
  dailyBudget: z.number().int().nullable(),
  lifetimeBudget: z.number().int().nullable(),
  createdAt: z.date(),
  platformId: z.number().int(),
  /** One of TikTok's Upgraded Smart+ campaigns, which TikTok lists and copies apart from its other campaigns. */
  smartPlus: z.boolean(),
  adAccountId: z.string(),
  adAccountName: z.string(),
  currency: z.string(),
  /** Major units of `currency` spent in the asked days, summed from the synced daily insights. */
  spend: z.number(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const campaignPageSchema = z.object({ items: z.array(campaignSchema), nextCursor: z.string().nullable() });

/** The spec's plain list by default; a page when the caller asked for paging. */
export const campaignListResultSchema = z.union([z.array(campaignSchema), campaignPageSchema]);
export type CampaignListResult = z.infer<typeof campaignListResultSchema>;
