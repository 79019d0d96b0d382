import { budgetOverview, budgetOverviewInputSchema, budgetOverviewSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { budgetDepsOf, budgetScopeOf } from './budget-scope.ts';

/** Every active campaign and ad-set budget of the caller's accounts, read live from Meta, with spend and pacing. */
export const budgetOverviewProcedure = protectedProcedure
  .input(budgetOverviewInputSchema)
  .output(budgetOverviewSchema)
  .query(({ ctx }) => budgetOverview(budgetDepsOf(ctx.deps), budgetScopeOf(ctx.user)));
