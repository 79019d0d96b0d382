import { disconnectTikTok } from '@adfleet/core';
import { z } from 'zod';
import { adminProcedure } from '../../init.ts';

/** Deletes the workspace's TikTok connections, their tokens and their advertisers' data here (TikTok has no revoke call). */
export const settingsDisconnectTikTok = adminProcedure
  .output(z.object({ disconnected: z.number().int() }))
  .mutation(({ ctx }) => disconnectTikTok({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent } }, ctx.scope));
