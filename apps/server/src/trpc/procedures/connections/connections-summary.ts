import { connectionSummary, connectionSummaryInputSchema, connectionSummarySchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** One of the caller's connections, for the page the OAuth callback lands on after connecting. */
export const connectionsSummary = protectedProcedure
  .input(connectionSummaryInputSchema)
  .output(connectionSummarySchema)
  .query(({ ctx, input }) => connectionSummary(ctx.deps.db, ctx.user.id, input.connectionId));
