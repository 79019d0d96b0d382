/** The most campaigns one batch may clone. */
export const MAX_CLONE_CAMPAIGNS = 20;
/** The most (campaign, account) clones one batch may ask for: each is a job, and the results list them all. */
export const MAX_CLONE_JOBS = 200;

/**
 * The batch's campaigns when it clones more than one (each once, in the order asked), else undefined: a request
 * naming one campaign, in `campaignId` or `campaignIds`, is the spec's single clone.
 */
export function severalCampaignIds(request: { campaignIds?: readonly string[] | undefined }): string[] | undefined {
  const ids = [...new Set(request.campaignIds ?? [])];
  return ids.length > 1 ? ids : undefined;
}
