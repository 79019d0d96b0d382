// Budget thresholds and bulk budget changes.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BigintColumn, StoredMessageColumn } from './columns.ts';

export type BudgetThresholdPeriod = 'day' | 'month';

export interface BudgetThresholdsTable {
  workspace_id: string;
  ad_account_id: string;
  period: BudgetThresholdPeriod;
  amount_minor: BigintColumn;
  updated_at: Generated<Date>;
}

export interface BudgetChangesTable {
  id: Generated<string>;
  workspace_id: string;
  /** The member who asked for the change; null once they deleted their account. */
  created_by: string | null;
  request: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
  /** Who approved the proposal it came from (ADR 0058); null: it needed no approval. */
  approved_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** `skipped`: never sent, Meta's hourly limit already reached by AdFleet's count (its `error` says so). */
export type BudgetChangeItemState = 'queued' | 'running' | 'succeeded' | 'failed' | 'skipped';

/** One campaign or ad set of a budget change: the value it had when previewed and the one the job writes. */
export interface BudgetChangeItemsTable {
  id: Generated<string>;
  change_id: string;
  workspace_id: string;
  ad_account_id: string | null;
  external_ad_account_id: string;
  account_name: string;
  currency: string;
  object_type: 'campaign' | 'adset';
  object_id: string;
  object_name: string;
  budget_type: 'daily' | 'lifetime';
  old_minor: BigintColumn;
  new_minor: BigintColumn;
  state: ColumnType<BudgetChangeItemState, BudgetChangeItemState | undefined, BudgetChangeItemState>;
  error: StoredMessageColumn;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}
