// Column types shared by several tables.
import type { ColumnType } from 'kysely';

/** Postgres bigint and numeric arrive as strings (exact); callers convert where a number is safe. */
export type BigintColumn = ColumnType<string, string | number | bigint, string | number | bigint>;
export type NumericColumn = ColumnType<string, string | number, string | number>;

/**
 * A message for a person as stored: a code of core's message catalogue and its parameters, rendered in the reader's
 * language when shown. The database knows only the shape; written as JSON text.
 */
export interface StoredMessage {
  code: string;
  params: Record<string, unknown>;
}
export type StoredMessageColumn = ColumnType<StoredMessage | null, string | null | undefined, string | null>;
