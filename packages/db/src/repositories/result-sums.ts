import { type RawBuilder, sql } from 'kysely';

/** `result_kind` of a stored row that holds results of several kinds at once (one per ad set goal). */
export const MIXED_RESULT_KIND = 'mixed';

/** Kinds that count people, not events: the same person on two days, or reached by two campaigns, is one. */
const PEOPLE_RESULT_KINDS: readonly string[] = ['reach'];

/**
 * Sums of stored results that compose: the sums of a group of groups are the same four aggregates over theirs (least
 * of the least kinds, greatest of the greatest, counts and results added), so rows, totals and totals across
 * currencies all decide the same way what may be shown. As exact text, as PostgreSQL sums them.
 */
export interface ResultSums {
  /** The least and greatest kind among the rows that have one: equal when every such row counts the same thing. */
  resultKindLow: string | null;
  resultKindHigh: string | null;
  /** Stored rows with a kind: people are countable only when a single row holds them. */
  resultRows: string;
  results: string | null;
}

interface ResultRefs {
  low: RawBuilder<unknown>;
  high: RawBuilder<unknown>;
  rows: RawBuilder<unknown>;
  results: RawBuilder<unknown>;
}

/** The aggregates over stored daily rows aliased `alias`, or over those of them that meet `where`. */
export function storedResultSums(alias: string, where?: RawBuilder<unknown>): ResultRefs {
  const kind = sql.ref(`${alias}.result_kind`);
  const only = where ? sql` filter (where ${where})` : sql``;
  return { low: sql`min(${kind})${only}`, high: sql`max(${kind})${only}`, rows: sql`count(${kind})${only}`, results: sql`sum(${sql.ref(`${alias}.results`)})${only}` };
}

/** The aggregates over stored daily rows aliased `alias`, as a query builder's selections named as ResultSums. */
export function resultSumSelections(alias: string) {
  const refs = storedResultSums(alias);
  return [
    sql<string | null>`${refs.low}`.as('resultKindLow'),
    sql<string | null>`${refs.high}`.as('resultKindHigh'),
    sql<string>`${refs.rows}::text`.as('resultRows'),
    sql<string | null>`${refs.results}::text`.as('results'),
  ] as const;
}

/** The aggregates over rows that already carry them (columns result_kind_low, result_kind_high, result_rows, results). */
export function regroupedResultSums(): ResultRefs {
  return { low: sql`min(result_kind_low)`, high: sql`max(result_kind_high)`, rows: sql`sum(result_rows)`, results: sql`sum(results)` };
}

/** The kind a group shows: its rows' one kind, 'mixed' where they differ, null where none has one. */
export function shownResultKind(refs: ResultRefs): RawBuilder<string | null> {
  return sql<string | null>`case when ${refs.low} = ${refs.high} then ${refs.low} when ${refs.low} is not null then ${MIXED_RESULT_KIND} end`;
}

/**
 * The group's results where they can be told (the rule of resultFiguresOf, for sorting and filtering in SQL): one
 * kind, not mixed, and people only from a single stored row.
 */
export function countableResults(refs: ResultRefs): RawBuilder<string | null> {
  return sql<string | null>`case when ${refs.low} = ${refs.high} and ${refs.low} <> ${MIXED_RESULT_KIND}
    and (${refs.rows} = 1 or not (${refs.low} = any(${PEOPLE_RESULT_KINDS}::text[]))) then ${refs.results} end`;
}

/** The four aggregates as the columns ResultSums names (raw SQL selects). */
export function resultSumColumns(refs: ResultRefs): RawBuilder<unknown> {
  return sql`${refs.low} as result_kind_low, ${refs.high} as result_kind_high, ${refs.rows} as result_rows, ${refs.results} as results`;
}

/** Results as shown: what they count (null: unknown; 'mixed'), and how many, null where that cannot be told. */
export interface ResultFigures {
  kind: string | null;
  count: number | null;
}

/** The rule of countableResults, for sums put together outside SQL (totals across currencies). */
export function resultFiguresOf(sums: ResultSums): ResultFigures {
  const { resultKindLow: low, resultKindHigh: high } = sums;
  if (low === null || high === null) return { kind: null, count: null };
  if (low !== high || low === MIXED_RESULT_KIND) return { kind: MIXED_RESULT_KIND, count: null };
  const countable = Number(sums.resultRows) === 1 || !PEOPLE_RESULT_KINDS.includes(low);
  return { kind: low, count: countable && sums.results !== null ? Number(sums.results) : null };
}

/** Several groups' sums as one group's. */
export function combineResultSums(parts: readonly ResultSums[]): ResultSums {
  // Least and greatest over both ends, in one order of our own: equal exactly when every part has the same one kind.
  const kinds = parts.flatMap((part) => [part.resultKindLow, part.resultKindHigh]).filter((kind): kind is string => kind !== null).sort();
  const known = parts.filter((part) => part.results !== null);
  return {
    resultKindLow: kinds[0] ?? null,
    resultKindHigh: kinds.at(-1) ?? null,
    resultRows: String(parts.reduce((sum, part) => sum + Number(part.resultRows), 0)),
    results: known.length > 0 ? String(known.reduce((sum, part) => sum + Number(part.results), 0)) : null,
  };
}
