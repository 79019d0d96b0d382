import { budgetOverview, budgetOverviewInputSchema, budgetOverviewSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';
import { budgetDepsOf } from './budget-deps.ts';

/** Every active campaign and ad-set budget of the workspace's accounts, read live from Meta, with spend and pacing. */
export const budgetOverviewProcedure = workspaceProcedure
  .input(budgetOverviewInputSchema)
  .output(budgetOverviewSchema)
  .query(({ ctx }) => budgetOverview(budgetDepsOf(ctx.deps), ctx.scope));
