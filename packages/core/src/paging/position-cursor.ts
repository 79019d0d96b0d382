import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

/**
 * A list's cursor (activity, notifications): the (created_at, id) of the last row a page holds. created_at travels as PostgreSQL's own text
 * (the row's `position`), microseconds kept: a JS Date holds milliseconds, so a cursor built from one would skip or
 * repeat rows written within the same millisecond.
 */
export function encodePositionCursor(row: { position: string; id: string }): string {
  return Buffer.from(`${row.position}|${row.id}`).toString('base64url');
}

export function decodePositionCursor(cursor: string): { createdAt: string; id: string } {
  const [position, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  // Only text a timestamp can be, as PostgreSQL wrote it (a real date, an offset); anything else is forged.
  const shape = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.exec(position ?? '');
  if (!id || !/^\d{1,18}$/.test(id) || !position || !shape || Number.isNaN(Date.parse(`${shape[1]}T${shape[2]}Z`))) {
    throw new AppError('VALIDATION_FAILED', userMessage('invalidCursor'));
  }
  return { createdAt: position, id };
}
