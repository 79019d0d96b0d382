// Proposals waiting for approval (ADR 0058).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type ProposalKind = 'clone' | 'budget_change';
export type ProposalState = 'pending' | 'approved' | 'rejected' | 'expired' | 'superseded';

export interface ProposalsTable {
  id: Generated<string>;
  workspace_id: string;
  kind: ProposalKind;
  /** The manager who proposed it, as whom it runs once approved; null once they deleted their account. */
  proposed_by: string | null;
  /** What the proposer saw: targets, names, budgets and the checks' answers. */
  preview: JSONColumnType<Record<string, unknown>>;
  /** The request that runs when approved, exactly. */
  request: JSONColumnType<Record<string, unknown>>;
  /** SHA-256 (hex) of the preview's facts: approving recomputes it, and a different one means a changed preview. */
  fingerprint: string;
  /** AdFleet's ids of every ad account the work would change. */
  ad_account_ids: string[];
  state: Generated<ProposalState>;
  decided_by: string | null;
  decided_at: Date | null;
  comment: string | null;
  expires_at: Date;
  created_at: Generated<Date>;
  clone_batch_id: ColumnType<string | null, string | null | undefined, string | null>;
  budget_change_id: ColumnType<string | null, string | null | undefined, string | null>;
}
