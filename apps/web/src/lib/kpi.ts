/** numerator / denominator, or 0 when there is nothing to divide by (no clicks, no conversions, no impressions). */
export function safeRatio(numerator: number, denominator: number): number {
  return denominator > 0 ? numerator / denominator : 0;
}

/** Click-through rate in percent points: clicks / impressions × 100. */
export function ctrOf(clicks: number, impressions: number): number {
  return safeRatio(clicks, impressions) * 100;
}

/** Cost per click, in the spend's currency. */
export function cpcOf(spend: number, clicks: number): number {
  return safeRatio(spend, clicks);
}

/** Cost per conversion (result), in the spend's currency. */
export function cpaOf(spend: number, conversions: number): number {
  return safeRatio(spend, conversions);
}
