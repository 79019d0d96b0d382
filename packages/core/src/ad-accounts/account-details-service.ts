import { type AdAccountDetailsRow, type Db, listAdAccountDetails, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { accessLevelOf } from './account-access-level.ts';
import { type AdAccountDetails, type AdAccountDetailsInput, adAccountDetailsInputSchema } from './account-details-schemas.ts';

const HOUR_MS = 3_600_000;

/** The workspace's ad accounts with the accounts page's details, ordered by business then name. */
export async function listAdAccountDetailsFor(db: Db, scope: WorkspaceScope, rawInput: AdAccountDetailsInput, now: Date): Promise<AdAccountDetails[]> {
  const input = adAccountDetailsInputSchema.parse(rawInput);
  const rows = await listAdAccountDetails(db, { ...workspaceScopeOf(scope), ...(input?.platformId !== undefined ? { platformId: input.platformId } : {}) });
  return rows.map((row) => toDetails(row, now));
}

/** Usage drains over Meta's rolling hour, so an old reading leaves more room now than it did then. */
function roomLeftPercent(usedPercent: number, seenAt: Date, now: Date): number {
  const drained = (Math.max(0, now.getTime() - seenAt.getTime()) / HOUR_MS) * 100;
  return Math.min(100, Math.max(0, 100 - Math.max(0, usedPercent - drained)));
}

function toDetails(row: AdAccountDetailsRow, now: Date): AdAccountDetails {
  const usedPercent = row.api_usage_pct === null ? null : Number(row.api_usage_pct);
  return {
    id: row.id,
    name: row.name,
    adAccountId: row.ad_account_id,
    platformId: row.platform_id,
    businessId: row.business_id,
    businessName: row.business_name,
    status: row.status,
    currency: row.currency,
    hasValidToken: row.has_valid_token,
    accessLevel: accessLevelOf(row.user_tasks),
    lastSyncedAt: row.last_synced_at,
    lastSyncStatus: row.lastSyncStatus,
    campaignCount: Number(row.campaignCount),
    usage:
      usedPercent !== null && row.api_usage_seen_at
        ? {
            usedPercent,
            roomLeftPercent: roomLeftPercent(usedPercent, row.api_usage_seen_at, now),
            seenAt: row.api_usage_seen_at,
            regainAccessAt: row.api_regain_access_at && row.api_regain_access_at > now ? row.api_regain_access_at : null,
          }
        : null,
  };
}
