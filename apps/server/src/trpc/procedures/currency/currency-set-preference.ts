import { reportingCurrencySchema, setReportingCurrencyInputSchema, setReportingCurrencyPreference } from '@adfleet/core';
import { adminProcedure } from '../../init.ts';

/** Sets the workspace's reporting currency to one with known rates; audit-logged with the member who set it. */
export const currencySetPreference = adminProcedure
  .input(setReportingCurrencyInputSchema)
  .output(reportingCurrencySchema)
  .mutation(({ ctx, input }) =>
    setReportingCurrencyPreference(ctx.deps.db, ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
