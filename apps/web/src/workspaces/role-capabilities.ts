import type { WorkspaceSummary } from './workspace-switcher';

export type WorkspaceRole = WorkspaceSummary['role'];

/**
 * What a role may do in a workspace, as the server enforces it (issue 17): every member reads; owners, admins and
 * managers operate (sync, duplicate, change budgets, keep saved filters); owners and admins administer (the
 * workspace's reporting currency, connecting and disconnecting platforms, members). A client reads like an analyst.
 * Personal things (profile, password, language, sessions, notifications, workspaces, own data) need no capability.
 * The server is the rule; this mirror only keeps people from pressing what it would refuse.
 */
export type Capability = 'read' | 'operate' | 'administer';

export const ROLE_CAPABILITIES = {
  owner: ['read', 'operate', 'administer'],
  admin: ['read', 'operate', 'administer'],
  manager: ['read', 'operate'],
  analyst: ['read'],
  client: ['read'],
} as const satisfies Record<WorkspaceRole, readonly Capability[]>;

export function roleCan(role: WorkspaceRole, capability: Capability): boolean {
  return (ROLE_CAPABILITIES[role] as readonly Capability[]).includes(capability);
}
