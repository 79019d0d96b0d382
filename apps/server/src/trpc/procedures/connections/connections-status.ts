import { connectionStatus, connectionStatusSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Per platform: connected, syncing, needing reconnection, how many accounts, last sync. */
export const connectionsStatus = protectedProcedure.output(connectionStatusSchema).query(({ ctx }) => connectionStatus(ctx.deps.db, ctx.user.id, ctx.deps.now()));
