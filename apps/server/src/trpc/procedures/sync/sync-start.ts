import { startSync, syncStartResultSchema } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { operatorProcedure } from '../../init.ts';

/** Queues a full sync of the workspace's connections; progress through `sync.status`. */
export const syncStart = operatorProcedure.output(syncStartResultSchema).mutation(({ ctx }) => startSync(syncDepsOf(ctx.deps), ctx.scope));
