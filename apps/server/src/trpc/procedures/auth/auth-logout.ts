import { logout } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';

export const authLogout = protectedProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
  await logout({ db: ctx.deps.db, request: ctx.request }, { sessionId: ctx.session.sessionId, userId: ctx.user.id });
  ctx.auth.cookies.clearSession();
  return { success: true as const };
});
