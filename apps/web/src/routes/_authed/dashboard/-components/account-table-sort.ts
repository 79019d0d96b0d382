import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type AccountPerformance = inferRouterOutputs<AppRouter>['dashboard']['accounts']['accounts'][number];

export const ACCOUNT_TABLE_COLUMNS = ['name', 'business', 'spend', 'results', 'costPerResult', 'cpc', 'ctr', 'roas', 'spendChange', 'resultsChange'] as const;
export type AccountTableColumn = (typeof ACCOUNT_TABLE_COLUMNS)[number];
export interface AccountTableSort {
  column: AccountTableColumn;
  direction: 'asc' | 'desc';
}

const DEFAULT_ACCOUNT_SORT: AccountTableSort = { column: 'spend', direction: 'desc' };

/** Figures start with the largest, names from A. */
const firstDirectionOf = (column: AccountTableColumn): AccountTableSort['direction'] => (column === 'name' || column === 'business' ? 'asc' : 'desc');

/** The table's order as the URL keeps it (`sort`, `dir`): the default order stays out, and every key is present to replace the old. */
export function searchOfAccountSort(sort: AccountTableSort): { sort?: AccountTableColumn; dir?: 'asc' | 'desc' } {
  const isDefault = sort.column === DEFAULT_ACCOUNT_SORT.column && sort.direction === DEFAULT_ACCOUNT_SORT.direction;
  return isDefault ? { sort: undefined, dir: undefined } : { sort: sort.column, dir: sort.direction };
}

/** The order a URL names; an unknown column means the default order, an unknown direction the column's first one. */
export function accountSortOfSearch(search: { sort?: unknown; dir?: unknown }): AccountTableSort {
  const column = ACCOUNT_TABLE_COLUMNS.find((candidate) => candidate === search.sort);
  if (!column) return DEFAULT_ACCOUNT_SORT;
  return { column, direction: search.dir === 'asc' || search.dir === 'desc' ? search.dir : firstDirectionOf(column) };
}

/** Money ranks by its worth in the reporting currency (converted at each day's rate), never by its raw number. */
function valueOf(row: AccountPerformance, column: AccountTableColumn): string | number | null {
  if (column === 'name') return row.name.toLowerCase();
  if (column === 'business') return row.businessName?.toLowerCase() ?? null;
  if (column === 'spend') return row.convertedSpend;
  if (column === 'cpc') return row.convertedSpend === null || row.clicks === 0 ? null : row.convertedSpend / row.clicks;
  return row[column];
}

/**
 * Rows in the chosen order; rows without a value ("—", or money without a rate) always come last, whichever the
 * direction, and ties keep the account name order.
 */
export function sortAccountRows(rows: readonly AccountPerformance[], sort: AccountTableSort): AccountPerformance[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.column);
    const right = valueOf(b, sort.column);
    if (left === null || right === null) return left === right ? a.name.localeCompare(b.name) : left === null ? 1 : -1;
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return order !== 0 ? order * sign : a.name.localeCompare(b.name);
  });
}

/** A click on the sorted column flips it; another column starts descending for figures, ascending for names. */
export function nextSort(current: AccountTableSort, column: AccountTableColumn): AccountTableSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: firstDirectionOf(column) };
}
