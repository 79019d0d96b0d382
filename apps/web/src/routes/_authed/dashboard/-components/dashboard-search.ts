import { type AccountTableColumn, accountSortOfSearch, searchOfAccountSort } from './account-table-sort';

/** The dashboard's account and business filters and its table's order as they travel in the URL, so reloads and shared links keep them. */
export interface DashboardSearch {
  /** AdFleet ids of the chosen ad accounts; absent means all. */
  accounts?: string[];
  /** Business (client) ids; absent means all. */
  businesses?: string[];
  /** The per-account table's column and direction; absent means spend, largest first. */
  sort?: AccountTableColumn;
  dir?: 'asc' | 'desc';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BUSINESS_ID = /^[\w-]{1,64}$/;
const MAX_CHOSEN = 200;

/** A hand-edited or stale link never breaks the page: what is not a valid id is dropped. */
function idsFrom(value: unknown, pattern: RegExp): string[] | undefined {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  // Meta's numeric business ids come back from the URL as numbers.
  const ids = values.map((item) => (typeof item === 'number' ? String(item) : item)).filter((item): item is string => typeof item === 'string' && pattern.test(item));
  const unique = [...new Set(ids)].slice(0, MAX_CHOSEN);
  return unique.length > 0 ? unique : undefined;
}

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const accounts = idsFrom(search['accounts'], UUID);
  const businesses = idsFrom(search['businesses'], BUSINESS_ID);
  const { sort, dir } = searchOfAccountSort(accountSortOfSearch(search));
  // Every key is named, an unreadable one as undefined: the router hands the page the raw URL merged with this, so a
  // key left out would reach the page (and the server) as typed.
  return { accounts, businesses, sort, dir };
}
