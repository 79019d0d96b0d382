import { budgetThresholdSetInputSchema, setBudgetThreshold } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';
import { budgetScopeOf } from './budget-scope.ts';

/** Sets (or with amount null removes) the caller's spend threshold of one of their accounts. */
export const budgetThresholdSetProcedure = protectedProcedure
  .input(budgetThresholdSetInputSchema)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await setBudgetThreshold(ctx.deps.db, budgetScopeOf(ctx.user), input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
    return { ok: true as const };
  });
