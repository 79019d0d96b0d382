import { syncStatus, syncStatusSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's recent sync runs, polled by the UI while `running`. */
export const syncStatusProcedure = workspaceProcedure.output(syncStatusSchema).query(({ ctx }) => syncStatus(ctx.deps.db, ctx.scope, ctx.deps.now()));
