import { cloneSourceBudget, cloneSourceBudgetInputSchema, cloneSourceBudgetSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { preflightCachesOf } from './preflight-caches.ts';

/** The source campaign's budget as the dialog prefills it, read from Meta when it lives on the ad sets; writes nothing. */
export const cloneSourceBudgetProcedure = protectedProcedure
  .input(cloneSourceBudgetInputSchema)
  .output(cloneSourceBudgetSchema)
  .query(({ ctx, input }) => {
    const { db, graph, cipher, now } = ctx.deps;
    return cloneSourceBudget({ db, graph, cipher, now, caches: preflightCachesOf(ctx.deps) }, ctx.user.id, input.campaignId);
  });
