import { connectionSummary, connectionSummaryInputSchema, connectionSummarySchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** One of the workspace's connections, for the page the OAuth callback lands on after connecting. */
export const connectionsSummary = workspaceProcedure
  .input(connectionSummaryInputSchema)
  .output(connectionSummarySchema)
  .query(({ ctx, input }) => connectionSummary(ctx.deps.db, ctx.scope, input.connectionId));
