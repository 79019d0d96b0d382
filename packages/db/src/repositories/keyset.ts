import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Keyset paging: a list ordered by (sort key, id) is read a page at a time, each page asking for the rows strictly
 * past the last row the previous page held. The key travels as text PostgreSQL wrote, so the next page starts exactly
 * there: a timestamp keeps its microseconds, where a JS Date would round them to milliseconds and rows written within
 * one millisecond would fall between two pages or be read twice.
 */
export interface KeysetPosition {
  /** The last row's sort key, as `keysetKeyText` wrote it. */
  key: string;
  id: string;
}

/** How a list is ordered: the types of its key and id (a position is cast back to them) and the direction. */
export interface KeysetOrder {
  key: 'timestamptz' | 'numeric' | 'text';
  id: 'uuid' | 'bigint';
  direction: 'asc' | 'desc';
}

/**
 * The sort key `column` as exact text for a position. A timestamp is written in UTC to the microsecond
 * (`2026-11-20T10:00:00.123456Z`), whatever the session's DateStyle and TimeZone.
 */
export function keysetKeyText(column: string, type: KeysetOrder['key']): RawBuilder<string> {
  return type === 'timestamptz' ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql<string>`${sql.ref(column)}::text`;
}

/**
 * Rows strictly past `position` in the (key, id) order. One row comparison: on a (…, key, id) index in the list's
 * direction PostgreSQL starts the scan at the position, where an `or` of two comparisons filters every row before it.
 */
export function pastPosition(keyColumn: string, idColumn: string, position: KeysetPosition, order: KeysetOrder): RawBuilder<SqlBool> {
  const row = sql`(${sql.ref(keyColumn)}, ${sql.ref(idColumn)})`;
  const bound = sql`(${position.key}::${sql.raw(order.key)}, ${position.id}::${sql.raw(order.id)})`;
  return order.direction === 'asc' ? sql<SqlBool>`${row} > ${bound}` : sql<SqlBool>`${row} < ${bound}`;
}
