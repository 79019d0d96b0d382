import { syncStatus, syncStatusSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The caller's recent sync runs, polled by the UI while `running`. */
export const syncStatusProcedure = protectedProcedure.output(syncStatusSchema).query(({ ctx }) => syncStatus(ctx.deps.db, ctx.user.id, ctx.deps.now()));
