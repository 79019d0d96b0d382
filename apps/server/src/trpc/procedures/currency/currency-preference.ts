import { reportingCurrency, reportingCurrencyInputSchema, reportingCurrencySchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The caller's reporting currency (chosen, or proposed from the browser's locale) and the currencies with rates. */
export const currencyPreference = protectedProcedure
  .input(reportingCurrencyInputSchema)
  .output(reportingCurrencySchema)
  .query(({ ctx, input }) => reportingCurrency(ctx.deps.db, { userId: ctx.user.id }, input));
