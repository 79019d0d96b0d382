import { type ReportScope, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';

/**
 * The one place a caller becomes the scope reports read in: the workspace's ad accounts, narrowed for a client to the
 * accounts they are assigned (every report query adds `visibleAccountCondition`).
 */
export function reportScopeOf(caller: WorkspaceScope): ReportScope {
  return workspaceScopeOf(caller);
}
