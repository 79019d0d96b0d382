import { majorToMinor } from '../../money/index.ts';

/** TikTok's minimum daily budgets in US dollars: a campaign's, and an ad group's when the budget sits there. */
export const TIKTOK_MIN_DAILY_USD = { campaign: 50, adgroup: 20 } as const;

/**
 * About one US dollar in the currencies TikTok advertisers most often use here, for the preflight's advice only: TikTok
 * checks its own minimum when the campaign is created, and a currency missing here is left to that check.
 */
const UNITS_PER_USD: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79, BRL: 5, MXN: 17, JPY: 150, KRW: 1350, CAD: 1.35, AUD: 1.5 };

/** The minimum daily budget of a campaign or ad group in `currency`'s minor units, rounded up to a whole unit; null when unknown. */
export function tiktokMinimumBudgetMinor(level: keyof typeof TIKTOK_MIN_DAILY_USD, currency: string): number | null {
  const rate = UNITS_PER_USD[currency];
  if (rate === undefined) return null;
  return majorToMinor(Math.ceil(TIKTOK_MIN_DAILY_USD[level] * rate), currency);
}
