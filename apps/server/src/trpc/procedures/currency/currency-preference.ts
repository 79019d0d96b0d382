import { reportingCurrency, reportingCurrencyInputSchema, reportingCurrencySchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's reporting currency (chosen, or proposed from the browser's locale) and the currencies with rates. */
export const currencyPreference = workspaceProcedure
  .input(reportingCurrencyInputSchema)
  .output(reportingCurrencySchema)
  .query(({ ctx, input }) => reportingCurrency(ctx.deps.db, ctx.scope, input));
