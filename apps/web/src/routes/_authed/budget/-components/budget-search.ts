import type { BudgetOverview, BudgetRow, EndedBudget } from './budget-types';

export const BUDGET_LEVELS = ['campaign', 'adset'] as const;
export const PACING_FILTERS = ['overspent', 'over', 'under', 'on_track', 'unknown'] as const;
export const BUDGET_SORTS = ['account', 'name', 'budget', 'spent', 'pacing'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * The Budget page's URL: its filters and order, and the change whose results are shown, so a reload or a shared link
 * shows the same list. Absent means the default (every budget, by account).
 */
export interface BudgetSearch {
  account?: string;
  level?: (typeof BUDGET_LEVELS)[number];
  pacing?: (typeof PACING_FILTERS)[number];
  sort?: (typeof BUDGET_SORTS)[number];
  dir?: (typeof SORT_DIRECTIONS)[number];
  change?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** Reads the URL leniently: an unknown or malformed value is dropped rather than breaking a shared link. */
export function validateBudgetSearch(search: Record<string, unknown>): BudgetSearch {
  const uuid = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);
  const parsed: BudgetSearch = {
    account: uuid(search['account']),
    level: oneOf(BUDGET_LEVELS, search['level']),
    pacing: oneOf(PACING_FILTERS, search['pacing']),
    sort: oneOf(BUDGET_SORTS, search['sort']),
    dir: oneOf(SORT_DIRECTIONS, search['dir']),
    change: uuid(search['change']),
  };
  // Every key is named, an unreadable one as undefined: the router hands the page the raw URL merged with this, so a
  // key left out would reach the page (and the server) as typed.
  return parsed;
}

const PACING_ORDER: Record<BudgetRow['pacing'], number> = { overspent: 0, over: 1, under: 2, on_track: 3, unknown: 4 };

/**
 * The rows the filters keep, in the chosen order (ties by account, then name, so the order is stable). Budgets and
 * spend rank by their worth in the reporting currency (`worth`, by object id), never by raw amounts across
 * currencies; a row without a rate comes last.
 */
export function visibleBudgetRows(rows: readonly BudgetRow[], search: BudgetSearch, worth: BudgetOverview['worth'] = {}): BudgetRow[] {
  const kept = rows.filter(
    (row) => (!search.account || row.accountId === search.account) && (!search.level || row.objectType === search.level) && (!search.pacing || row.pacing === search.pacing),
  );
  const sort = search.sort ?? 'account';
  const direction = (search.dir ?? 'asc') === 'asc' ? 1 : -1;
  const byText = (a: string, b: string) => a.localeCompare(b);
  const key = (a: BudgetRow, b: BudgetRow): number => {
    switch (sort) {
      case 'name':
        return byText(a.name, b.name);
      case 'budget':
        return (worth[a.objectId]?.budget ?? 0) - (worth[b.objectId]?.budget ?? 0);
      case 'spent':
        return (worth[a.objectId]?.spent ?? 0) - (worth[b.objectId]?.spent ?? 0);
      case 'pacing':
        return PACING_ORDER[a.pacing] - PACING_ORDER[b.pacing];
      case 'account':
        return byText(a.accountName, b.accountName);
    }
  };
  // Money without a rate cannot be ranked: it comes last in either direction.
  const unranked = (row: BudgetRow) => Number((sort === 'budget' || sort === 'spent') && !worth[row.objectId]);
  return [...kept].sort((a, b) => unranked(a) - unranked(b) || key(a, b) * direction || byText(a.accountName, b.accountName) || byText(a.name, b.name) || byText(a.objectId, b.objectId));
}

/**
 * The ended budgets the account and level filters keep, the latest ended first. They have no pacing: a pacing filter
 * keeps none of them.
 */
export function visibleEndedBudgets(ended: readonly EndedBudget[], search: BudgetSearch): EndedBudget[] {
  if (search.pacing) return [];
  const kept = ended.filter((row) => (!search.account || row.accountId === search.account) && (!search.level || row.objectType === search.level));
  return [...kept].sort((a, b) => Date.parse(b.endedOn) - Date.parse(a.endedOn) || a.name.localeCompare(b.name) || a.objectId.localeCompare(b.objectId));
}

/** A row's key in the selection. */
export const rowKey = (row: Pick<BudgetRow, 'accountId' | 'objectType' | 'objectId'>) => `${row.accountId}:${row.objectType}:${row.objectId}`;
