import { authResultSchema, login, loginInputSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

export const authLogin = publicProcedure
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
  });
