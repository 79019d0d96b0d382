import type { KeysetOrder, KeysetPosition } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

/**
 * A keyset list's cursor, opaque to clients: the list it was made for (with its sort, where a list has several), its
 * direction, and the last row's position (see `KeysetPosition`). Every paged list's cursor is made here.
 */
export function encodeCursor(list: string, order: KeysetOrder, last: KeysetPosition): string {
  return Buffer.from(JSON.stringify([list, order.direction, last.key, last.id])).toString('base64url');
}

/**
 * The position a cursor holds. A cursor made for another list or order, or malformed, is refused rather than
 * answered with a wrong page; key and id are checked against their types here, as SQL casts them, so a forged
 * cursor gets a validation error, never a database error.
 */
export function decodeCursor(cursor: string, list: string, order: KeysetOrder): KeysetPosition {
  const invalid = () => new AppError('VALIDATION_FAILED', userMessage('invalidCursor'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [madeFor, direction, key, id] = parsed as unknown[];
  if (madeFor !== list || direction !== order.direction) throw invalid();
  if (typeof key !== 'string' || !KEY_SHAPES[order.key](key)) throw invalid();
  if (typeof id !== 'string' || !ID_SHAPES[order.id].test(id)) throw invalid();
  return { key, id };
}

const KEY_SHAPES: Record<KeysetOrder['key'], (key: string) => boolean> = {
  timestamptz: isExactTimestamp,
  numeric: (key) => /^-?\d+(\.\d+)?$/.test(key),
  // PostgreSQL's text holds any character but NUL.
  text: (key) => !key.includes('\u0000'),
};

const ID_SHAPES: Record<KeysetOrder['id'], RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  bigint: /^\d{1,18}$/,
};

/** A timestamp as `keysetKeyText` writes it (`2026-11-20T10:00:00.123456Z`), and a real instant: no 30 February, no 24:00. */
function isExactTimestamp(key: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key)) return false;
  const instant = new Date(key);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 19) === key.slice(0, 19);
}
