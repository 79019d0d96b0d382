import { z } from 'zod';

export const connectionSummaryInputSchema = z.object({ connectionId: z.uuid() });

/** What the page after a connection says about it: who on Meta connected, and how many ad accounts came with them. */
export const connectionSummarySchema = z.object({
  id: z.uuid(),
  /** The Meta user's name as Meta gave it; null when Meta did not share one. */
  externalUserName: z.string().nullable(),
  adAccountCount: z.number().int().nonnegative(),
  /** False once the token was rejected or revoked: the connection then needs reconnecting. */
  active: z.boolean(),
  connectedAt: z.date(),
});
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;
