import { authResultSchema, login, loginInputSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

export const authLogin = publicProcedure
  .input(loginInputSchema)
  .output(authResultSchema)
  .mutation(async ({ ctx, input }) => {
    const { token, user, session } = await login({ db: ctx.deps.db, request: ctx.request, now: ctx.deps.now() }, input);
    ctx.auth.cookies.setSession(token, session.expiresAt);
    return { token, user };
  });
