import { authResultSchema, register, registerInputSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

export const authRegister = publicProcedure
  .input(registerInputSchema)
  .output(authResultSchema)
  .mutation(async ({ ctx, input }) => {
    const { token, user, session } = await register({ db: ctx.deps.db, request: ctx.request, now: ctx.deps.now() }, input);
    // The cookie lets a later browser navigation (the Facebook connect redirect) know who is signed in.
    ctx.auth.cookies.setSession(token, session.expiresAt);
    return { token, user };
  });
