import { startSync, syncStartResultSchema } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { workspaceProcedure } from '../../init.ts';

/** Queues a full sync of the workspace's connections; progress through `sync.status`. */
export const syncStart = workspaceProcedure.output(syncStartResultSchema).mutation(({ ctx }) => startSync(syncDepsOf(ctx.deps), ctx.scope));
