import { authResultSchema, register, registerInputSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

export const authRegister = publicProcedure
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
  });
