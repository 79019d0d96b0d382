import { reportingCurrency, reportingCurrencySchema, setReportingCurrencyInputSchema, setReportingCurrencyPreference } from '@adfleet/core';
import { adminProcedure, router, workspaceProcedure } from '../../init.ts';

export const currencyRouter = router({
  /** The workspace's reporting currency (an admin's choice, else USD) and the currencies with rates. */
  preference: workspaceProcedure.output(reportingCurrencySchema).query(({ ctx }) => reportingCurrency(ctx.deps.db, ctx.scope)),
  /** Sets the workspace's reporting currency to one with known rates; audit-logged with the member who set it. */
  setPreference: adminProcedure
    .input(setReportingCurrencyInputSchema)
    .output(reportingCurrencySchema)
    .mutation(({ ctx, input }) =>
      setReportingCurrencyPreference(ctx.deps.db, ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
    ),
});
