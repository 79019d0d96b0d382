import { countAction, type Db } from '@adfleet/db';
import { minutesLeft } from '../account-links/account-link-token.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

/**
 * Looking an invitation up by its token (the public preview, accepting by token) per address per 15 minutes, as the
 * sign-in throttle counts: a token is 160 random bits, so this only stops a flood, never a person opening their link.
 */
export const INVITATION_TOKEN_LIMIT = { perIp: 30, windowMs: 15 * 60 * 1000 } as const;

export async function throttleInvitationLookup(db: Db, ip: string, now: Date): Promise<void> {
  const counted = await countAction(db, `invitation:ip:${ip}`, now, INVITATION_TOKEN_LIMIT.windowMs);
  if (counted.count <= INVITATION_TOKEN_LIMIT.perIp) return;
  const minutes = minutesLeft(counted.windowStartedAt, INVITATION_TOKEN_LIMIT.windowMs, now);
  throw new AppError('RATE_LIMITED', userMessage('invitationLookupsLimited', { count: minutes }), { retryAfterSeconds: minutes * 60 });
}
