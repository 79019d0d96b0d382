import { type AccountDaysWindow, type AccountFilter, type Db, listAccountTimeZones, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { accountDays, type DayRange, previousAccountDays, type ReportingRange, spanOf } from '../dates/reporting-range.ts';

export interface RangeDays {
  /** Each account's days of the range: a preset in its own calendar. */
  days: AccountDaysWindow[];
  /** The period of the same length directly before, per account likewise. */
  previous: AccountDaysWindow[];
  /** The earliest to the latest of those days, what a chart spans; null without accounts in scope. */
  span: DayRange | null;
  previousSpan: DayRange | null;
  /** The accounts' time zones (null where unset), for the days still unsettled. */
  timeZones: Array<string | null>;
}

/**
 * The days a range covers for the accounts a read is scoped to, each in its own time zone, at `now`: every read of
 * figures resolves its range here, so dashboard, Reports and exports count the same days (ADR 0074).
 */
export async function rangeDaysFor(
  db: Db,
  scope: WorkspaceScope & { platformId?: number | undefined; accounts?: AccountFilter | undefined },
  range: ReportingRange,
  now: Date,
): Promise<RangeDays> {
  const timeZones = await listAccountTimeZones(db, {
    ...workspaceScopeOf(scope),
    ...(scope.accounts ? { accounts: scope.accounts } : {}),
    ...(scope.platformId !== undefined ? { platformId: scope.platformId } : {}),
  });
  // A custom range is the same days everywhere, accounts or not; a preset needs an account to have a calendar.
  const days = 'preset' in range && timeZones.length === 0 ? [] : accountDays(range, now, timeZones);
  const previous = previousAccountDays(days);
  return { days, previous, span: spanOf(days), previousSpan: spanOf(previous), timeZones };
}
