import { AUDIT_ACTION_NAMES, type AuditActionName as AuditAction } from '@adfleet/core/audit-action-names';

/**
 * The activity page's URL: the action, ad account and member it is filtered by, the days it covers, and whether routine rows
 * are folded (on unless `group=false`), so a reload or a shared link shows the same list.
 */
export interface ActivitySearch {
  action?: AuditAction;
  account?: string;
  /** The member who acted (their user id). */
  actor?: string;
  /** Days, YYYY-MM-DD, both included (named apart from the header's range, `from` and `to`, which the URL also holds). */
  since?: string;
  until?: string;
  group?: false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** Reads the URL leniently: an unknown or malformed value is dropped rather than breaking a shared link. */
export function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const action = AUDIT_ACTION_NAMES.find((candidate) => candidate === search['action']);
  const account = typeof search['account'] === 'string' && search['account'].length <= 64 ? search['account'] : undefined;
  const actor = typeof search['actor'] === 'string' && UUID.test(search['actor']) ? search['actor'] : undefined;
  const parsed: ActivitySearch = { action, account, actor, since: day(search['since']), until: day(search['until']), group: search['group'] === false ? false : undefined };
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as ActivitySearch;
}

/** The feed's input for a search: the days as local midnights, `until` through the end of its day. */
export function activityFeedInput(search: ActivitySearch) {
  const localDay = (value: string) => {
    const [year = 0, month = 1, date = 1] = value.split('-').map(Number);
    return new Date(year, month - 1, date);
  };
  const to = search.until ? localDay(search.until) : undefined;
  if (to) to.setDate(to.getDate() + 1);
  return {
    ...(search.action ? { actions: [search.action] } : {}),
    ...(search.account ? { adAccountId: search.account } : {}),
    ...(search.actor ? { actorId: search.actor } : {}),
    ...(search.since ? { from: localDay(search.since) } : {}),
    ...(to ? { to } : {}),
    group: search.group !== false,
  };
}
