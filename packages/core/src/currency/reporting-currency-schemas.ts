import { z } from 'zod';

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const reportingCurrencySchema = z.object({
  /** The currency cross-account totals are converted to. */
  currency: currencyCode,
  /** False while `currency` is the default (USD, for every viewer alike); true once an admin picked it. */
  chosen: z.boolean(),
  /** Every currency rates are known for (the euro, their base, included), alphabetically: the choices. */
  available: z.array(currencyCode),
});
export type ReportingCurrency = z.infer<typeof reportingCurrencySchema>;

export const setReportingCurrencyInputSchema = z.object({ currency: currencyCode });
export type SetReportingCurrencyInput = z.input<typeof setReportingCurrencyInputSchema>;
