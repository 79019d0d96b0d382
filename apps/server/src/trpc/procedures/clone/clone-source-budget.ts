import { cloneSourceBudget, cloneSourceBudgetInputSchema, cloneSourceBudgetSchema } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';
import { preflightCachesOf } from './preflight-caches.ts';

/** The source campaign's budget as the dialog prefills it, read from Meta or TikTok when it lives on the ad sets or ad groups; writes nothing. */
export const cloneSourceBudgetProcedure = operatorProcedure
  .input(cloneSourceBudgetInputSchema)
  .output(cloneSourceBudgetSchema)
  .query(({ ctx, input }) => {
    const { db, graph, tiktok, cipher, now } = ctx.deps;
    return cloneSourceBudget({ db, graph, tiktok, cipher, now, caches: preflightCachesOf(ctx.deps) }, ctx.scope, input.campaignId);
  });
