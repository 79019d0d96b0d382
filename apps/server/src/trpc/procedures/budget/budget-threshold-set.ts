import { budgetThresholdSetInputSchema, setBudgetThreshold } from '@adfleet/core';
import { z } from 'zod';
import { operatorProcedure } from '../../init.ts';

/** Sets (or with amount null removes) the workspace's spend threshold of one of its accounts. */
export const budgetThresholdSetProcedure = operatorProcedure
  .input(budgetThresholdSetInputSchema)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await setBudgetThreshold(ctx.deps.db, ctx.scope, input, ctx.deps.now(), { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
    return { ok: true as const };
  });
