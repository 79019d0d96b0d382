import { z } from 'zod';
import { platformIdInputSchema } from '../platforms/platform-schemas.ts';

export const adAccountListInputSchema = z.object({ platformId: platformIdInputSchema.optional() }).optional();
export type AdAccountListInput = z.input<typeof adAccountListInputSchema>;

const adAccountSchema = z.object({
  /** AdFleet's id of the account. */
  id: z.string(),
  name: z.string(),
  /** The platform's id, e.g. act_123. */
  adAccountId: z.string(),
  platformId: z.number().int(),
  /** False once the platform rejected the connection's token ('Token inválido'). */
  hasValidToken: z.boolean(),
  /** ACTIVE, DISABLED, UNSETTLED…: only ACTIVE accounts can be targeted. */
  status: z.string(),
  currency: z.string(),
  timezoneName: z.string().nullable(),
  lastSyncedAt: z.date().nullable(),
});
export type AdAccount = z.infer<typeof adAccountSchema>;
export const adAccountListSchema = z.array(adAccountSchema);

/** The spec's `GET /api/facebook/ad-accounts` row, answered after re-reading the accounts from Meta. */
const facebookAdAccountSchema = z.object({ adAccountId: z.string(), name: z.string(), status: z.string(), currency: z.string() });
export const facebookAdAccountListSchema = z.array(facebookAdAccountSchema);
export type FacebookAdAccount = z.infer<typeof facebookAdAccountSchema>;
