import { z } from 'zod';
import { platformIdInputSchema } from '../platforms/platform-schemas.ts';

export const adAccountDetailsInputSchema = z.object({ platformId: platformIdInputSchema.optional() }).optional();
export type AdAccountDetailsInput = z.input<typeof adAccountDetailsInputSchema>;

const accountAccessLevelSchema = z.enum(['full', 'limited', 'read_only']);

/** The accounts page's labelled details of one ad account. */
const adAccountDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  adAccountId: z.string(),
  platformId: z.number().int(),
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Meta's account_status, named: ACTIVE, DISABLED, UNSETTLED… */
  status: z.string(),
  currency: z.string(),
  hasValidToken: z.boolean(),
  /** Null until a sync has read the connected user's tasks on the account. */
  accessLevel: accountAccessLevelSchema.nullable(),
  lastSyncedAt: z.date().nullable(),
  lastSyncStatus: z.enum(['queued', 'running', 'succeeded', 'failed']).nullable(),
  campaignCount: z.number().int(),
  /** The account's Meta API usage at the last call AdFleet made on it; null before any. */
  usage: z
    .object({
      /** Percent of the hourly allowance in use when read. */
      usedPercent: z.number(),
      /** Room left now: the reading, drained for the time since (Meta's window is a rolling hour). */
      roomLeftPercent: z.number(),
      seenAt: z.date(),
      /** Set while Meta blocks calls on the account. */
      regainAccessAt: z.date().nullable(),
    })
    .nullable(),
});
export type AdAccountDetails = z.infer<typeof adAccountDetailsSchema>;
export const adAccountDetailsListSchema = z.array(adAccountDetailsSchema);
