import { AppError, recoverSession, sessionTokenResultSchema, userMessage } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/**
 * Session recovery: a browser whose stored token is gone but which still holds the session cookie gets the cookie's
 * own session as its bearer token (ADR 0071): one session per browser, however often it asks, ended by one sign-out.
 * Only the cookie counts here; a caller that already has a bearer token needs no recovery.
 */
export const authSessionToken = protectedProcedure.output(sessionTokenResultSchema).query(async ({ ctx }) => {
  const { credentials } = ctx.auth;
  if (credentials?.via !== 'cookie') throw new AppError('UNAUTHENTICATED', userMessage('noSessionCookie'));
  return recoverSession({ db: ctx.deps.db, request: ctx.request }, { userId: ctx.user.id, token: credentials.token });
});
