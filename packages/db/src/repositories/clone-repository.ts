import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { CloneBatchRow, CloneTargetRow, CloneTargetState, CloneTargetUsable, StoredMessage } from '../schema.ts';
import type { WorkspaceScope } from '../scope.ts';
import { visibleCloneBatchCondition, visibleExternalAccountCondition } from './visible-accounts.ts';

export interface NewCloneBatch {
  id: string;
  workspaceId: string;
  /** The member starting the batch. */
  createdBy: string;
  sourceCampaignId: string | null;
  sourceCampaignExternalId: string;
  sourceCampaignName: string;
  sourceAdAccountId: string;
  nameTemplate: string;
  request: Record<string, unknown>;
  snapshot: Record<string, unknown>;
  /** When its jobs may start, for a batch asked to start later. */
  startsAt?: Date | null;
  /** Who approved the proposal it comes from (ADR 0058). */
  approvedBy?: string | null;
}

export interface NewCloneTarget {
  id: string;
  adAccountId: string;
  externalAdAccountId: string;
  accountName: string;
  currency: string;
  budgetMinor: number | null;
  campaignName: string;
  /** What the batch start read the target may use, reused by its job; absent when the read did not answer. */
  usable?: CloneTargetUsable;
  /** A target that fails validation (budget below the account minimum) is recorded failed at once. */
  failed?: { message: StoredMessage; error: StoredMessage };
}

/** One campaign of a batch, as `insertCloneBatchOfSources` stores it. */
export interface NewCloneSource {
  id: string;
  sourceCampaignId: string | null;
  sourceCampaignExternalId: string;
  sourceCampaignName: string;
  sourceAdAccountId: string;
  snapshot: Record<string, unknown>;
  /** The campaign's own budget type when the batch clones several; null: the request's. */
  budgetType: 'daily' | 'lifetime' | null;
}

/**
 * A batch of one or several campaigns: the batch row (named after its first campaign, as history lists it), one
 * source row per campaign in the given order, and every (campaign, account) target, each naming its source.
 */
export async function insertCloneBatchOfSources(
  trx: Trx,
  batch: Omit<NewCloneBatch, 'snapshot'>,
  sources: readonly NewCloneSource[],
  targets: readonly (NewCloneTarget & { sourceId: string })[],
  at: Date,
): Promise<void> {
  await trx
    .insertInto('clone_batches')
    .values({
      id: batch.id,
      workspace_id: batch.workspaceId,
      created_by: batch.createdBy,
      source_campaign_id: batch.sourceCampaignId,
      source_campaign_external_id: batch.sourceCampaignExternalId,
      source_campaign_name: batch.sourceCampaignName,
      source_ad_account_id: batch.sourceAdAccountId,
      name_template: batch.nameTemplate,
      request: JSON.stringify(batch.request),
      created_at: at,
      starts_at: batch.startsAt ?? null,
      approved_by: batch.approvedBy ?? null,
    })
    .execute();
  await trx
    .insertInto('clone_batch_sources')
    .values(
      sources.map((source, position) => ({
        id: source.id,
        batch_id: batch.id,
        position,
        source_campaign_id: source.sourceCampaignId,
        source_campaign_external_id: source.sourceCampaignExternalId,
        source_campaign_name: source.sourceCampaignName,
        source_ad_account_id: source.sourceAdAccountId,
        snapshot: JSON.stringify(source.snapshot),
        budget_type: source.budgetType,
      })),
    )
    .execute();
  if (targets.length === 0) return;
  await trx
    .insertInto('clone_targets')
    .values(
      targets.map((target) => ({
        id: target.id,
        batch_id: batch.id,
        source_id: target.sourceId,
        workspace_id: batch.workspaceId,
        ad_account_id: target.adAccountId,
        external_ad_account_id: target.externalAdAccountId,
        account_name: target.accountName,
        currency: target.currency,
        budget_minor: target.budgetMinor,
        campaign_name: target.campaignName,
        state: target.failed ? ('failed' as const) : ('queued' as const),
        message: target.failed ? JSON.stringify(target.failed.message) : null,
        error: target.failed ? JSON.stringify(target.failed.error) : null,
        warnings: JSON.stringify([]),
        usable: target.usable ? JSON.stringify(target.usable) : null,
        created_at: at,
        finished_at: target.failed ? at : null,
      })),
    )
    .execute();
}

/** A target with what its job needs of its batch; `created_by` is the member who started the batch (null once they deleted their account). */
export type CloneTargetWithBatch = CloneTargetRow & { request: Record<string, unknown>; source_ad_account_id: string; source_campaign_external_id: string; created_by: string | null };

/** A target with its batch's request; its campaign's snapshot is read apart (`findCloneSourceSnapshot`): it never changes. */
export async function findCloneTarget(db: Db | Trx, id: string): Promise<CloneTargetWithBatch | undefined> {
  return db
    .selectFrom('clone_targets as t')
    .innerJoin('clone_batches as b', 'b.id', 't.batch_id')
    .innerJoin('clone_batch_sources as s', 's.id', 't.source_id')
    .selectAll('t')
    .select(['s.source_ad_account_id', 's.source_campaign_external_id', 'b.created_by'])
    // The target re-creates its own campaign's snapshot; that campaign's own budget type wins over the request's.
    .select(sql<Record<string, unknown>>`case when s.budget_type is null then b.request else b.request || jsonb_build_object('budgetType', s.budget_type) end`.as('request'))
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** The campaign tree a batch source was read as; written once with the batch, so it may be kept in memory. */
export async function findCloneSourceSnapshot(db: Db | Trx, sourceId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('clone_batch_sources').select('snapshot').where('id', '=', sourceId).executeTakeFirst();
  return row?.snapshot;
}

/** A target of one of the workspace's batches; no other workspace's is ever found. */
export async function findWorkspaceCloneTarget(db: Db | Trx, scope: WorkspaceScope, targetId: string): Promise<CloneTargetRow | undefined> {
  return db.selectFrom('clone_targets').selectAll().where('id', '=', targetId).where('workspace_id', '=', scope.workspaceId).executeTakeFirst();
}

/** A failed target back to queued for a retry (once: false when it was not failed any more). Its steps are kept. */
export async function reopenFailedCloneTarget(trx: Trx, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('clone_targets')
    .set({ state: 'queued', message: null, error: null, finished_at: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The failed targets of one of the workspace's batches, in request order; locked, so two "retry all" calls cannot both send one. */
export async function listFailedWorkspaceCloneTargets(trx: Trx, scope: WorkspaceScope, batchId: string): Promise<CloneTargetRow[]> {
  return trx
    .selectFrom('clone_targets')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('workspace_id', '=', scope.workspaceId)
    .where('state', '=', 'failed')
    .orderBy('created_at')
    .orderBy('external_ad_account_id')
    .forUpdate()
    .execute();
}

/** One of the workspace's batches; no other workspace's is ever found. */
export async function findWorkspaceCloneBatch(db: Db, scope: WorkspaceScope, batchId: string): Promise<CloneBatchRow | undefined> {
  return db
    .selectFrom('clone_batches')
    .selectAll()
    .where('id', '=', batchId)
    .where('workspace_id', '=', scope.workspaceId)
    .where(visibleCloneBatchCondition('clone_batches.id', scope))
    .executeTakeFirst();
}

export type CloneTargetProgress = CloneTargetRow & { steps_done: number; source_campaign_external_id: string; source_campaign_name: string };

/**
 * A batch's targets in request order (campaign by campaign), each with its campaign and how many of its steps are
 * done; for a client, only the targets in their accounts.
 */
export async function listCloneTargets(db: Db, batchId: string, scope?: WorkspaceScope): Promise<CloneTargetProgress[]> {
  return db
    .selectFrom('clone_targets as t')
    .innerJoin('clone_batch_sources as src', 'src.id', 't.source_id')
    .selectAll('t')
    .select(['src.source_campaign_external_id', 'src.source_campaign_name'])
    .select((eb) =>
      eb
        .selectFrom('clone_steps as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.target_id', '=', 't.id')
        .where('s.state', '=', 'created')
        .as('steps_done'),
    )
    .where('t.batch_id', '=', batchId)
    .where(scope ? visibleExternalAccountCondition('t.external_ad_account_id', scope) : sql<boolean>`true`)
    .orderBy('src.position')
    .orderBy('t.created_at')
    .orderBy('t.external_ad_account_id')
    .execute() as Promise<CloneTargetProgress[]>;
}

/**
 * False when the target is no longer to be run (cancelled or finished). The update takes the row lock a cancel takes
 * too, so a job starting while its batch is cancelled either marks it first (the cancel is then refused) or finds it
 * cancelled: it never creates anything for a cancelled target.
 */
export async function markCloneTargetRunning(db: Db | Trx, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('clone_targets')
    .set({ state: 'running', started_at: sql`coalesce(started_at, ${at})` })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function requeueCloneTarget(db: Db | Trx, id: string): Promise<void> {
  await db.updateTable('clone_targets').set({ state: 'queued' }).where('id', '=', id).where('state', '=', 'running').execute();
}

/** Ends a target once; false when it had already ended (a redelivered job must not audit twice). */
export async function finishCloneTarget(
  trx: Trx,
  id: string,
  outcome: { state: Extract<CloneTargetState, 'succeeded' | 'failed'>; message: StoredMessage; error: StoredMessage | null; warnings: readonly StoredMessage[]; finishedAt: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('clone_targets')
    .set({
      state: outcome.state,
      message: JSON.stringify(outcome.message),
      error: outcome.error && JSON.stringify(outcome.error),
      warnings: JSON.stringify(outcome.warnings),
      finished_at: outcome.finishedAt,
    })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
