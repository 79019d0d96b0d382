import type { ReportScope } from '@adfleet/db';

/**
 * The one place a caller becomes the scope reports read in. Today a report covers the caller's own ad accounts;
 * workspaces will widen this to the team's accounts (or a client's assigned ones) here, and nowhere else.
 */
export function reportScopeOf(caller: { userId: string }): ReportScope {
  return { userId: caller.userId };
}
