import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import { CAMPAIGN_SORTS, type CampaignSort, SORT_DIRECTIONS, type SortDirection } from './campaign-sorts.ts';

interface CampaignOrder {
  sort: CampaignSort;
  direction: SortDirection;
}

/** The last row's place in its order: a cursor only means something for the sort that made it. */
export function encodeCampaignCursor(order: CampaignOrder, last: { sortKey: string; id: string }): string {
  return Buffer.from(JSON.stringify([order.sort, order.direction, last.sortKey, last.id])).toString('base64url');
}

/** Refuses a cursor that is malformed or was made for another sort, rather than returning a wrong page. */
export function decodeCampaignCursor(cursor: string, order: CampaignOrder): { sortKey: string; id: string } {
  const invalid = () => new AppError('VALIDATION_FAILED', userMessage('invalidCursor'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [sort, direction, sortKey, id] = parsed as unknown[];
  const known = CAMPAIGN_SORTS.includes(sort as CampaignSort) && SORT_DIRECTIONS.includes(direction as SortDirection);
  if (!known || sort !== order.sort || direction !== order.direction) throw invalid();
  if (typeof sortKey !== 'string' || !isValidKey(order.sort, sortKey)) throw invalid();
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) throw invalid();
  return { sortKey, id };
}

/** PostgreSQL's text of a timestamptz, e.g. `2026-11-01 08:30:00.123456+00`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

// The key is cast in SQL, so it is checked first: a forged cursor gets a validation error, never a database error.
function isValidKey(sort: CampaignSort, key: string): boolean {
  if (key.length > 300) return false;
  if (sort === 'budget' || sort === 'spend') return /^-?\d+(\.\d+)?$/.test(key);
  if (sort === 'created') return TIMESTAMP.test(key) && !Number.isNaN(Date.parse(key.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
  return true;
}
