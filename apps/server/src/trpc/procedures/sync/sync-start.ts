import { startSync, syncStartResultSchema } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { protectedProcedure } from '../../init.ts';

/** Queues a full sync of the caller's Facebook connections; progress through `sync.status`. */
export const syncStart = protectedProcedure.output(syncStartResultSchema).mutation(({ ctx }) => startSync(syncDepsOf(ctx.deps), ctx.user.id));
