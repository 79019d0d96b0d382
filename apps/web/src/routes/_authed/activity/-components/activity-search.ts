import { AUDIT_ACTION_NAMES, type AuditActionName as AuditAction } from '@adfleet/core/audit-action-names';
import { dayOfIso, earliestKeptDay, isoDayOf } from '@/filters/date-range-presets';

/**
 * The activity page's URL: the action, ad account and member it is filtered by, the days it covers, and whether routine rows
 * are folded (on unless `group=false`), so a reload or a shared link shows the same list.
 */
export interface ActivitySearch {
  action?: AuditAction;
  account?: string;
  /** The member who acted (their user id). */
  actor?: string;
  /**
   * Days, YYYY-MM-DD, both included: the header's custom range (`from` and `to`, which every signed-in page's URL
   * carries), so the days the header shows are the days the list covers, and a link naming days opens on them.
   */
  from?: string;
  to?: string;
  group?: false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day ("2026-02-30" rolls over to another and is no day). */
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) && isoDayOf(dayOfIso(value)) === value ? value : undefined);

/**
 * Reads the URL leniently: an unknown or malformed value is dropped rather than breaking a shared link. Every key is
 * named, an unreadable one as undefined: the router hands a page the raw URL merged with what this returns, so a key
 * left out would reach the list (and the server) as typed.
 */
export function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const from = day(search['from']);
  const to = day(search['to']);
  // Only a range in order, as the header reads it; one end alone is no range the header could show.
  const days = from !== undefined && to !== undefined && from <= to;
  return {
    action: AUDIT_ACTION_NAMES.find((candidate) => candidate === search['action']),
    account: typeof search['account'] === 'string' && search['account'].length <= 64 ? search['account'] : undefined,
    actor: typeof search['actor'] === 'string' && UUID.test(search['actor']) ? search['actor'] : undefined,
    from: days ? from : undefined,
    to: days ? to : undefined,
    group: search['group'] === false ? false : undefined,
  };
}

/**
 * The days a change of one day field leaves in the URL: a range has both ends (the header's shape), so a lone start
 * runs to today and a lone end from the first day anything is kept; clearing either end clears the range.
 */
export function activityDaysAfter(search: Pick<ActivitySearch, 'from' | 'to'>, change: { from: string | undefined } | { to: string | undefined }, now: Date): Pick<ActivitySearch, 'from' | 'to'> {
  if ('from' in change) return change.from === undefined ? { from: undefined, to: undefined } : { from: change.from, to: search.to ?? isoDayOf(now) };
  return change.to === undefined ? { from: undefined, to: undefined } : { from: search.from ?? isoDayOf(earliestKeptDay(now)), to: change.to };
}

/**
 * The feed's input for a search: the days as local midnights, `to` through the end of its day. The bounds are kept
 * to the days anything can have happened on (no later than today, no earlier than the log keeps), which the server
 * also insists on: a range beyond them lists nothing rather than failing.
 */
export function activityFeedInput(search: ActivitySearch, now: Date) {
  const first = earliestKeptDay(now);
  const end = dayOfIso(isoDayOf(now));
  end.setDate(end.getDate() + 1);
  const within = (instant: Date) => new Date(Math.min(Math.max(instant.getTime(), first.getTime()), end.getTime()));
  const afterTo = search.to ? dayOfIso(search.to) : undefined;
  afterTo?.setDate(afterTo.getDate() + 1);
  return {
    ...(search.action ? { actions: [search.action] } : {}),
    ...(search.account ? { adAccountId: search.account } : {}),
    ...(search.actor ? { actorId: search.actor } : {}),
    ...(search.from ? { from: within(dayOfIso(search.from)) } : {}),
    ...(afterTo ? { to: within(afterTo) } : {}),
    group: search.group !== false,
  };
}
