/**
 * The sandbox's own money table, kept apart from AdFleet's on purpose (it is the oracle): decimals TikTok accepts in
 * budgets and prints in reports, and a rough value of one US dollar for demo figures and minimum budgets.
 */
const CURRENCIES: Record<string, { decimals: number; perUsd: number }> = {
  USD: { decimals: 2, perUsd: 1 },
  EUR: { decimals: 2, perUsd: 0.92 },
  GBP: { decimals: 2, perUsd: 0.79 },
  BRL: { decimals: 2, perUsd: 5 },
  MXN: { decimals: 2, perUsd: 17 },
  JPY: { decimals: 0, perUsd: 150 },
  KRW: { decimals: 0, perUsd: 1350 },
};

export function currencyOf(code: string) {
  const found = CURRENCIES[code];
  if (!found) throw new Error(`the sandbox has no currency ${code}`);
  return found;
}

export const minorPerMajor = (code: string) => 10 ** currencyOf(code).decimals;

/** Minor units printed as TikTok prints money: a decimal string with the currency's decimals. */
export function formatMoney(minor: number, code: string): string {
  const { decimals } = currencyOf(code);
  return (minor / 10 ** decimals).toFixed(decimals);
}

/** A budget as the API takes it (major units, decimals allowed) in minor units; undefined when it has too many decimals. */
export function toMinor(major: number, code: string): number | undefined {
  const minor = major * minorPerMajor(code);
  const rounded = Math.round(minor);
  return Math.abs(minor - rounded) < 1e-6 ? rounded : undefined;
}

/** `usd` US dollars in the currency's minor units, rounded to a whole major unit for round demo numbers. */
export function usdToMinor(usd: number, code: string): number {
  const { perUsd } = currencyOf(code);
  return Math.round(usd * perUsd) * minorPerMajor(code);
}
