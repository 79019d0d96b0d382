import { z } from 'zod';

/**
 * The dashboard's account and business (client) filters, shared by every card so they all show the same accounts.
 * Absent or empty means every account; both together narrow to accounts matching both.
 */
export const dashboardFilterShape = {
  adAccountIds: z.array(z.uuid()).max(200).optional(),
  businessIds: z.array(z.string().regex(/^[\w-]{1,64}$/)).max(200).optional(),
};

export function accountFilterOf(input: { adAccountIds?: string[] | undefined; businessIds?: string[] | undefined }) {
  return { ...(input.adAccountIds ? { adAccountIds: input.adAccountIds } : {}), ...(input.businessIds ? { businessIds: input.businessIds } : {}) };
}
