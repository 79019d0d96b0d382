import { connectionStatus, connectionStatusSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** Per platform: connected, syncing, needing reconnection, how many accounts, last sync. */
export const connectionsStatus = workspaceProcedure.output(connectionStatusSchema).query(({ ctx }) => connectionStatus(ctx.deps.db, ctx.scope, ctx.deps.now()));
