import { reportingCurrencySchema, setReportingCurrencyInputSchema, setReportingCurrencyPreference } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Sets the caller's reporting currency to one with known rates; audit-logged. */
export const currencySetPreference = protectedProcedure
  .input(setReportingCurrencyInputSchema)
  .output(reportingCurrencySchema)
  .mutation(({ ctx, input }) =>
    setReportingCurrencyPreference(ctx.deps.db, { userId: ctx.user.id }, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
