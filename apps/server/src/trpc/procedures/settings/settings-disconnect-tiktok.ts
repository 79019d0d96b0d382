import { disconnectTikTok } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

/** Deletes the caller's TikTok connections, their tokens and their advertisers' data here (TikTok has no revoke call). */
export const settingsDisconnectTikTok = protectedProcedure.output(z.object({ disconnected: z.number().int() })).mutation(({ ctx }) => {
  const [deps, caller] = settingsArgs(ctx);
  return disconnectTikTok({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, request: deps.request }, caller);
});
