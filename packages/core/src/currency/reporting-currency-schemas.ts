import { z } from 'zod';

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const reportingCurrencyInputSchema = z
  .object({
    /** The browser's locale (BCP 47, e.g. es-CO): its region proposes the currency until the user picks one. */
    locale: z.string().max(35).optional(),
  })
  .optional();
export type ReportingCurrencyInput = z.input<typeof reportingCurrencyInputSchema>;

export const reportingCurrencySchema = z.object({
  /** The currency cross-account totals are converted to. */
  currency: currencyCode,
  /** False while `currency` is only proposed (from the locale, or USD); true once the user picked it. */
  chosen: z.boolean(),
  /** Every currency rates are known for (the euro, their base, included), alphabetically: the choices. */
  available: z.array(currencyCode),
});
export type ReportingCurrency = z.infer<typeof reportingCurrencySchema>;

export const setReportingCurrencyInputSchema = z.object({ currency: currencyCode });
export type SetReportingCurrencyInput = z.input<typeof setReportingCurrencyInputSchema>;
