import { AppError, authResultSchema, login, loginInputSchema, logout, recoverSession, register, registerInputSchema, sessionIdFromToken, sessionTokenResultSchema, userMessage, userSchema } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../init.ts';
import { validatedOnce } from '../../validated-once.ts';

export const authRouter = router({
  register: publicProcedure
    .input(registerInputSchema)
    .output(authResultSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.deps.now();
      const { token, user, session, deviceCookie } = await register(
        {
          db: ctx.deps.db,
          request: ctx.request,
          now,
          deviceKey: ctx.deps.deviceKey,
          deviceCookie: ctx.auth.deviceCookie,
          sleep: ctx.deps.sleep,
          mail: { jobs: ctx.deps.jobs.transactional, appUrl: ctx.deps.config.publicUrl, language: ctx.request.language ?? 'en' },
        },
        input,
      );
      // The cookie lets a later browser navigation (the Facebook connect redirect) know who is signed in.
      ctx.auth.cookies.setSession(token, session.expiresAt);
      ctx.auth.cookies.setDevice(deviceCookie, now);
      return { token, user };
    }),
  login: publicProcedure
    .input(loginInputSchema)
    .output(authResultSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.deps.now();
      const { token, user, session, deviceCookie } = await login(
        { db: ctx.deps.db, request: ctx.request, now, deviceKey: ctx.deps.deviceKey, deviceCookie: ctx.auth.deviceCookie, sleep: ctx.deps.sleep },
        input,
      );
      ctx.auth.cookies.setSession(token, session.expiresAt);
      ctx.auth.cookies.setDevice(deviceCookie, now);
      return { token, user };
    }),
  /**
   * The signed-in user. While the session cache keeps a session (ADR 0043) its user is the very same object on every
   * call, so the output check runs once per kept session and REST writes its JSON text once (ADR 0065).
   */
  me: protectedProcedure.output(validatedOnce(userSchema)).query(({ ctx }) => ctx.user),
  /**
   * Signs the browser out: the session the call is signed in with and the one its session cookie holds when that is
   * another (a bearer token recovered before ADR 0071 was a session of its own), then clears the cookies.
   */
  logout: protectedProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    const { sessionCookie } = ctx.auth;
    const sessionIds = [ctx.session.sessionId, ...(sessionCookie ? [sessionIdFromToken(sessionCookie)] : [])];
    await logout({ db: ctx.deps.db, request: ctx.request }, { userId: ctx.user.id, sessionIds });
    ctx.auth.cookies.clearSession();
    return { success: true as const };
  }),
  /**
   * Session recovery: a browser whose stored token is gone but which still holds the session cookie gets the cookie's
   * own session as its bearer token (ADR 0071): one session per browser, however often it asks, ended by one sign-out.
   * Only the cookie counts here; a caller that already has a bearer token needs no recovery.
   */
  sessionToken: protectedProcedure.output(sessionTokenResultSchema).query(async ({ ctx }) => {
    const { credentials } = ctx.auth;
    if (credentials?.via !== 'cookie') throw new AppError('UNAUTHENTICATED', userMessage('noSessionCookie'));
    return recoverSession({ db: ctx.deps.db, request: ctx.request }, { userId: ctx.user.id, token: credentials.token });
  }),
});
