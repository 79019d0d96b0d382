import { disconnectFacebook } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

/** Revokes AdFleet's grant at Meta and deletes the connection and its accounts' data here. */
export const settingsDisconnectFacebook = protectedProcedure.output(z.object({ disconnected: z.number().int() })).mutation(({ ctx }) => {
  const [deps, caller] = settingsArgs(ctx);
  return disconnectFacebook({ db: ctx.deps.db, graph: ctx.deps.graph, cipher: ctx.deps.cipher, jobs: ctx.deps.jobs.transactional, request: deps.request }, caller);
});
