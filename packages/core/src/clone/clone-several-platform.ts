import type { Db, WorkspaceScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import { findCloneSource } from './clone-source-campaign.ts';

/**
 * Several campaigns at once re-create Meta trees only: a TikTok campaign among them is refused with that reason before
 * anything else is checked (a TikTok campaign is duplicated on its own). Unknown ids are left to the Meta path's refusal.
 */
export async function refuseSeveralOffMeta(db: Db, scope: WorkspaceScope, campaignIds: readonly string[]): Promise<void> {
  for (const campaignId of campaignIds) {
    const found = await findCloneSource(db, scope, campaignId).catch(() => undefined);
    if (found && found.platformId !== FACEBOOK_PLATFORM_ID) {
      const message = userMessage('cloneSeveralTikTok');
      throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { campaignIds: [message] } });
    }
  }
}
