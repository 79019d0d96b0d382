import { type Db, findUserCampaign, type WorkspaceScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { isGraphError } from '../graph/index.ts';
import { userMessage } from '../messages/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The workspace's campaign of either platform by AdFleet id or platform id, with its ad account and platform: Meta's
 * first, as before TikTok was a source; no other workspace's is ever found.
 */
export async function findCloneSource(db: Db, scope: WorkspaceScope, campaignId: string) {
  // A platform id is never a UUID, so only a UUID may name the AdFleet row (and is only then compared to the uuid column).
  const mayBeInternalId = UUID.test(campaignId);
  for (const platformId of [FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID]) {
    const campaign = await findUserCampaign(db, { workspaceId: scope.workspaceId, platformId, id: campaignId, mayBeInternalId });
    if (campaign) return { campaign, platformId };
  }
  throw new AppError('NOT_FOUND', userMessage('cloneSourceNotFound'));
}

/** The workspace's campaign by AdFleet id or platform id, with its ad account; no other workspace's is ever found. */
export async function findSourceCampaign(db: Db, scope: WorkspaceScope, campaignId: string) {
  // A platform id is never a UUID, so only a UUID may name the AdFleet row (and is only then compared to the uuid column).
  const campaign = await findUserCampaign(db, { workspaceId: scope.workspaceId, platformId: FACEBOOK_PLATFORM_ID, id: campaignId, mayBeInternalId: UUID.test(campaignId) });
  if (!campaign) throw new AppError('NOT_FOUND', userMessage('cloneSourceNotFound'));
  return campaign;
}

/** Why the source tree could not be read from Meta, as the person can act on it. */
export function sourceReadError(error: unknown): AppError {
  if (isGraphError(error)) {
    if (error.kind === 'auth') return new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneSourceTokenRejected'), { cause: error });
    if (error.kind === 'throttled') return new AppError('RATE_LIMITED', userMessage('cloneSourceThrottled'), { cause: error });
    if (error.kind === 'invalid' && error.code === 100) return new AppError('NOT_FOUND', userMessage('cloneSourceGone'), { cause: error });
  }
  return new AppError('SERVICE_UNAVAILABLE', userMessage('cloneSourceUnreadable'), { cause: error });
}
