import { type RawBuilder, sql } from 'kysely';

/**
 * The days a read covers for each account (core's `accountDays`): a window applies to the accounts whose time zone it
 * names (an unset zone counts as UTC), or to every account when it names none (a custom range).
 */
export interface AccountDaysWindow {
  from: string;
  to: string;
  timeZones: readonly string[] | null;
}

/**
 * Whether an insight's day is within its account's window. `date` and `account` are the SQL aliases of the insight's
 * date column and of the joined ad_accounts row. The outer bounds let the (account, date) indexes narrow the scan
 * before each row's zone is matched.
 */
export function accountDaysCondition(date: string, account: string, windows: readonly AccountDaysWindow[]): RawBuilder<boolean> {
  if (windows.length === 0) return sql<boolean>`false`;
  const day = sql.ref(date);
  const zone = sql`coalesce(${sql.ref(`${account}.timezone_name`)}, 'UTC')`;
  const each = windows.map((window) => {
    const days = sql`${day} between ${window.from}::date and ${window.to}::date`;
    return window.timeZones === null ? days : sql`(${days} and ${zone} = any(${[...window.timeZones]}::text[]))`;
  });
  // Compared as dates by PostgreSQL (folded to constants when planned), never as text.
  const from = sql.join(windows.map((window) => sql`${window.from}::date`));
  const to = sql.join(windows.map((window) => sql`${window.to}::date`));
  return sql<boolean>`(${day} between least(${from}) and greatest(${to}) and (${sql.join(each, sql` or `)}))`;
}
