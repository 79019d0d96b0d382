import { logout, sessionIdFromToken } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';

/**
 * Signs the browser out: the session the call is signed in with and the one its session cookie holds when that is
 * another (a bearer token recovered before ADR 0071 was a session of its own), then clears the cookies.
 */
export const authLogout = protectedProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
  const { sessionCookie } = ctx.auth;
  const sessionIds = [ctx.session.sessionId, ...(sessionCookie ? [sessionIdFromToken(sessionCookie)] : [])];
  await logout({ db: ctx.deps.db, request: ctx.request }, { userId: ctx.user.id, sessionIds });
  ctx.auth.cookies.clearSession();
  return { success: true as const };
});
