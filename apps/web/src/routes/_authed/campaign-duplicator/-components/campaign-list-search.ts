import type { ReportingRange } from '@adfleet/core/dates';
import { CAMPAIGN_SORTS, type CampaignSort, SORT_DIRECTIONS, type SortDirection } from '@adfleet/core/campaign-list';

/** The configured statuses a campaign can be filtered by (Meta's `status`, not the derived effective status). */
export const STATUS_FILTERS = ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'] as const;
/** Meta's current (ODAX) objectives; older ones still show in the table but are not offered as filters. */
export const OBJECTIVE_FILTERS = ['OUTCOME_AWARENESS', 'OUTCOME_TRAFFIC', 'OUTCOME_ENGAGEMENT', 'OUTCOME_LEADS', 'OUTCOME_APP_PROMOTION', 'OUTCOME_SALES'] as const;

/**
 * The Duplicator's URL: the campaign whose dialog opens on arrival, and the list's search, filters and order, so a
 * reload or a shared link shows the same list. Absent means the default (everything, newest first).
 */
export interface DuplicatorSearch {
  /** A campaign's Meta id or AdFleet id: its duplicate dialog opens on arrival. */
  campaignId?: string;
  /** A clone batch whose results open on arrival (a notification links here). */
  batchId?: string;
  q?: string;
  account?: string;
  status?: (typeof STATUS_FILTERS)[number];
  objective?: (typeof OBJECTIVE_FILTERS)[number];
  sort?: CampaignSort;
  dir?: SortDirection;
}

export type CampaignListFilters = Omit<DuplicatorSearch, 'campaignId' | 'batchId'>;

const DEFAULT_SORT: CampaignSort = 'created';
const DEFAULT_DIRECTION: SortDirection = 'desc';

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The router parses a numeric-looking value (a Meta id, a number searched for) as a number; it is kept as text.
 * Spaces are kept (a search being typed may end in one); only blank text counts as absent.
 */
function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return raw.trim().length > 0 ? raw.slice(0, max) : undefined;
}

/** Reads the URL leniently: an unknown or malformed value is dropped rather than breaking a shared link. */
export function validateDuplicatorSearch(search: Record<string, unknown>): DuplicatorSearch {
  const parsed: DuplicatorSearch = {
    campaignId: text(search['campaignId'], 64),
    batchId: text(search['batchId'], 64),
    q: text(search['q'], 200),
    account: text(search['account'], 64),
    status: oneOf(STATUS_FILTERS, search['status']),
    objective: oneOf(OBJECTIVE_FILTERS, search['objective']),
    sort: oneOf(CAMPAIGN_SORTS, search['sort']),
    dir: oneOf(SORT_DIRECTIONS, search['dir']),
  };
  // Defaults stay out of the URL, so the plain page keeps its plain address.
  if (parsed.sort === DEFAULT_SORT && (parsed.dir ?? DEFAULT_DIRECTION) === DEFAULT_DIRECTION) parsed.sort = undefined;
  if (parsed.sort === undefined && parsed.dir === DEFAULT_DIRECTION) parsed.dir = undefined;
  // Every key is named, an unreadable one as undefined: the router hands the page the raw URL merged with this, so a
  // key left out would reach the page (and the server) as typed.
  return parsed;
}

/** The order the list is in: the URL's, or newest first. */
export function listOrder(search: CampaignListFilters): { sort: CampaignSort; direction: SortDirection } {
  return { sort: search.sort ?? DEFAULT_SORT, direction: search.dir ?? DEFAULT_DIRECTION };
}

/** Clicking a column: the same column flips its direction; another starts A→Z for text, largest first for numbers. */
export function nextOrder(search: CampaignListFilters, column: CampaignSort): Pick<CampaignListFilters, 'sort' | 'dir'> {
  const current = listOrder(search);
  if (current.sort === column) return { sort: column, dir: current.direction === 'asc' ? 'desc' : 'asc' };
  const numeric = column === 'budget' || column === 'spend' || column === 'created';
  return { sort: column, dir: numeric ? 'desc' : 'asc' };
}

/** How many filters narrow the list (the 'Filter' button's badge); search and order do not count. */
export function activeFilterCount(search: CampaignListFilters): number {
  return [search.account, search.status, search.objective].filter((value) => value !== undefined).length;
}

/** `campaigns.list`'s input for the URL's list, spend summed over the header's days (a preset: each account's own). */
export function campaignListInput(search: CampaignListFilters, range: ReportingRange) {
  const { sort, direction } = listOrder(search);
  return {
    ...(search.q ? { search: search.q } : {}),
    ...(search.account ? { adAccountId: search.account } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.objective ? { objective: search.objective } : {}),
    sort,
    order: direction,
    ...range,
  };
}
