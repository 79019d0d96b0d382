/**
 * The roles of `workspace_members` (WORKSPACE_ROLES in @adfleet/db, which the web cannot import); role-rules.test.ts
 * keeps the two equal.
 */
export type WorkspaceRoleName = 'owner' | 'admin' | 'manager' | 'analyst' | 'client';

/**
 * What a member may do in a workspace, by role (issue 17, ADR 0056). The server's procedure builders and the web's
 * role-aware controls read this one table, so a button is never offered that the server then refuses.
 * - `read`: see the workspace's figures, lists, runs and history.
 * - `operate`: change things at the ad platforms (sync, clone, budget changes) and the team's saved filters.
 * - `administer`: the workspace's settings and its platform connections.
 * - `own`: what only the owner may do (hand over or delete the workspace).
 * - `decide`: approve or reject a manager's proposed clone or budget change (ADR 0058); a client decides only on
 *   proposals whose every ad account they see, which the approval service checks on the proposal itself.
 */
export type WorkspaceCapability = 'read' | 'operate' | 'administer' | 'own' | 'decide';

export const ROLE_CAPABILITIES: Readonly<Record<WorkspaceRoleName, readonly WorkspaceCapability[]>> = {
  owner: ['read', 'operate', 'administer', 'own', 'decide'],
  admin: ['read', 'operate', 'administer', 'decide'],
  manager: ['read', 'operate'],
  analyst: ['read'],
  // A client reads for now; which accounts they see narrows with client assignments.
  client: ['read', 'decide'],
};

export function roleCan(role: WorkspaceRoleName, capability: WorkspaceCapability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}
