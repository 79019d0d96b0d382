import { disconnectFacebook } from '@adfleet/core';
import { z } from 'zod';
import { adminProcedure } from '../../init.ts';

/** Revokes the workspace's grants at Meta and deletes the connection and its accounts' data here. */
export const settingsDisconnectFacebook = adminProcedure
  .output(z.object({ disconnected: z.number().int() }))
  .mutation(({ ctx }) =>
    disconnectFacebook({ db: ctx.deps.db, graph: ctx.deps.graph, cipher: ctx.deps.cipher, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent } }, ctx.scope),
  );
