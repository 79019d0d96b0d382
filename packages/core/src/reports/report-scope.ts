import type { ReportScope, WorkspaceScope } from '@adfleet/db';

/**
 * The one place a caller becomes the scope reports read in: the workspace's ad accounts. Roles (a client's assigned
 * accounts) will narrow it here, and nowhere else.
 */
export function reportScopeOf(caller: WorkspaceScope): ReportScope {
  return { workspaceId: caller.workspaceId };
}
