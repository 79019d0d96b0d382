import { resultFiguresOf, type ResultSums } from '@adfleet/db';
import { z } from 'zod';

/**
 * Results as every table and total shows them: what they count (a kind of result-kinds.ts, 'mixed', or null where
 * unknown), how many (null where that cannot be told: several kinds, or reach over more than one day or object) and
 * the cost of one, spend over results.
 */
export const resultFiguresShape = {
  resultKind: z.string().nullable(),
  results: z.number().nullable(),
  /** Spend / results, in the row's currency; null without results. */
  costPerResult: z.number().nullable(),
};

export interface ShownResults {
  resultKind: string | null;
  results: number | null;
  costPerResult: number | null;
}

export function shownResults(sums: ResultSums, spend: number): ShownResults {
  const { kind, count } = resultFiguresOf(sums);
  return { resultKind: kind, results: count, costPerResult: count !== null && count > 0 ? spend / count : null };
}
