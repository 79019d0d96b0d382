// Bulk clone batches, their targets and each crash-safe step.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BigintColumn, StoredMessageColumn, StoredMessage } from './columns.ts';

export type CloneTargetState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
/** `copy_task`: a copy the platform makes itself (TikTok's Smart+ campaign copy), its created id the task's. */
export type CloneStepKind = 'image' | 'campaign' | 'adset' | 'creative' | 'ad' | 'copy_task';
type CloneStepState = 'planned' | 'sent' | 'created';

export interface CloneBatchesTable {
  id: Generated<string>;
  workspace_id: string;
  /** The member who started the batch; null once they deleted their account. */
  created_by: string | null;
  source_campaign_id: string | null;
  source_campaign_external_id: string;
  source_campaign_name: string;
  source_ad_account_id: string;
  name_template: string;
  request: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
  /** When its jobs may start, for a batch asked to start later; null: at once. */
  starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Who approved the proposal it came from (ADR 0058); null: it needed no approval. */
  approved_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One campaign a batch clones: the tree read once (snapshot) that each of its targets re-creates. */
export interface CloneBatchSourcesTable {
  id: Generated<string>;
  batch_id: string;
  position: number;
  source_campaign_id: string | null;
  source_campaign_external_id: string;
  source_campaign_name: string;
  source_ad_account_id: string;
  snapshot: JSONColumnType<Record<string, unknown>>;
  /** The campaign's own budget type in a several-campaign batch; null: the request's. */
  budget_type: 'daily' | 'lifetime' | null;
}

/** Ids a target account may use, as Meta listed them for its token. */
export interface CloneTargetUsable {
  pixels: string[];
  pages: string[];
  audiences: string[];
}

export interface CloneTargetsTable {
  id: Generated<string>;
  batch_id: string;
  /** The clone_batch_sources row (campaign) this target re-creates. */
  source_id: string;
  workspace_id: string;
  ad_account_id: string | null;
  external_ad_account_id: string;
  account_name: string;
  currency: string;
  budget_minor: BigintColumn | null;
  campaign_name: string;
  state: ColumnType<CloneTargetState, CloneTargetState | undefined, CloneTargetState>;
  message: StoredMessageColumn;
  error: StoredMessageColumn;
  warnings: JSONColumnType<StoredMessage[]>;
  steps_total: ColumnType<number, number | undefined, number>;
  /** What the batch start found the target may use; null when it could not read it (the job reads it then). */
  usable: ColumnType<CloneTargetUsable | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface CloneStepsTable {
  id: Generated<string>;
  target_id: string;
  kind: CloneStepKind;
  source_id: string;
  name: string;
  state: ColumnType<CloneStepState, CloneStepState | undefined, CloneStepState>;
  created_id: string | null;
  sent_at: Date | null;
  updated_at: Generated<Date>;
}
