import { reportingCurrency, reportingCurrencySchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's reporting currency (an admin's choice, else USD) and the currencies with rates. */
export const currencyPreference = workspaceProcedure.output(reportingCurrencySchema).query(({ ctx }) => reportingCurrency(ctx.deps.db, ctx.scope));
