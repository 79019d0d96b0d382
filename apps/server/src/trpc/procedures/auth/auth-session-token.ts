import { AppError, recoverSession, sessionTokenResultSchema, userMessage } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/**
 * Session recovery: a browser whose stored token is gone but which still holds the session cookie gets a new bearer
 * token for the same user. Only the cookie counts here; a caller that already has a bearer token needs no recovery.
 */
export const authSessionToken = protectedProcedure.output(sessionTokenResultSchema).query(async ({ ctx }) => {
  if (ctx.auth.credentials?.via !== 'cookie') throw new AppError('UNAUTHENTICATED', userMessage('noSessionCookie'));
  const session = await recoverSession({ db: ctx.deps.db, request: ctx.request, now: ctx.deps.now() }, ctx.user.id);
  return { token: session.token };
});
