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

/** The roles an invitation may offer: ownership is handed on, never invited into. */
export type InvitedRole = Exclude<WorkspaceRole, 'owner'>;

export interface WorkspaceInvitationsTable {
  id: Generated<string>;
  workspace_id: string;
  /** Lower-cased; accepting needs a signed-in user with this email. */
  email: string;
  role: InvitedRole;
  /** For a client: the ad accounts (AdFleet ids) and businesses they will see. */
  ad_account_ids: Generated<string[]>;
  business_ids: Generated<string[]>;
  /** SHA-256 (hex) of the mailed token; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
  revoked_at: Date | null;
}

/** An ad account a client member sees. */
export interface MemberAccountsTable {
  workspace_id: string;
  user_id: string;
  ad_account_id: string;
}

/** A business (the platform's id) whose ad accounts a client member sees, those synced later included. */
export interface MemberBusinessesTable {
  workspace_id: string;
  user_id: string;
  business_id: string;
}
