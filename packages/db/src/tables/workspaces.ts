// Workspaces and the people in them (ADR 0055): what a team shares hangs off a workspace, people join it with a role.
import type { Generated } from 'kysely';

export const WORKSPACE_ROLES = ['owner', 'admin', 'manager', 'analyst', 'client'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export interface WorkspacesTable {
  id: Generated<string>;
  name: string;
  /** ISO 4217 code; null until someone picks one (ADR 0030). */
  reporting_currency: Generated<string | null>;
  /** Whether a manager's clone or bulk budget change waits for approval. */
  approvals_required: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: WorkspaceRole;
  created_at: Generated<Date>;
}
