import type { Db, Trx } from '../client.ts';
import type { CloneStepKind, CloneStepRow } from '../schema.ts';

/*
 * The state of a clone target's steps: planned → sent (the create went out, its outcome unknown until recorded) →
 * created (with the id Meta gave back). Every write that touches several rows is one transaction, so a crash between
 * two of them never leaves half a record; a caller already in a transaction passes it and the write joins it.
 */

function inTransaction<T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

export interface PlannedStep {
  kind: CloneStepKind;
  sourceId: string;
  name: string;
}

/** Plans a target's steps (idempotent: a resumed job finds its earlier plan) and returns every step of the target. */
export async function planCloneSteps(db: Db | Trx, targetId: string, steps: readonly PlannedStep[]): Promise<CloneStepRow[]> {
  return inTransaction(db, async (trx) => {
    if (steps.length > 0) {
      await trx
        .insertInto('clone_steps')
        .values(steps.map((step) => ({ target_id: targetId, kind: step.kind, source_id: step.sourceId, name: step.name })))
        .onConflict((oc) => oc.columns(['target_id', 'kind', 'source_id']).doNothing())
        .execute();
      await trx.updateTable('clone_targets').set({ steps_total: steps.length }).where('id', '=', targetId).execute();
    }
    return trx.selectFrom('clone_steps').selectAll().where('target_id', '=', targetId).execute();
  });
}

/** Recorded before the create calls go out: from here on their outcome is unknown until recorded as created. */
export async function markCloneStepsSent(db: Db | Trx, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('clone_steps').set({ state: 'sent', sent_at: at, updated_at: at }).where('id', 'in', ids).where('state', '!=', 'created').execute();
}

export async function markCloneStepsCreated(db: Db | Trx, created: ReadonlyArray<{ id: string; createdId: string }>, at: Date): Promise<void> {
  if (created.length === 0) return;
  await inTransaction(db, async (trx) => {
    for (const step of created) {
      await trx.updateTable('clone_steps').set({ state: 'created', created_id: step.createdId, updated_at: at }).where('id', '=', step.id).execute();
    }
  });
}

/** A sent step whose object was not found in the target: it was never created and may be sent again. */
export async function markCloneStepsPlanned(db: Db | Trx, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('clone_steps').set({ state: 'planned', sent_at: null, updated_at: at }).where('id', 'in', ids).where('state', '=', 'sent').execute();
}

/** Steps whose request ended having made nothing (a Smart+ copy task that failed whole): asked again on the next attempt. */
export async function replanCloneSteps(db: Db | Trx, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('clone_steps').set({ state: 'planned', sent_at: null, created_id: null, updated_at: at }).where('id', 'in', ids).execute();
}

/** After a lookup of sent steps: the ones found are adopted as created, the others go back to planned, together. */
export async function settleUnknownCloneSteps(db: Db | Trx, outcome: { adopted: ReadonlyArray<{ id: string; createdId: string }>; missing: readonly string[] }, at: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await markCloneStepsCreated(trx, outcome.adopted, at);
    await markCloneStepsPlanned(trx, outcome.missing, at);
  });
}

/** Ids of objects any clone already recorded in this ad account, so a lookup never adopts one twice. */
export async function recordedCloneIds(db: Db | Trx, externalAdAccountId: string, kind: CloneStepKind): Promise<Set<string>> {
  const rows = await db
    .selectFrom('clone_steps as s')
    .innerJoin('clone_targets as t', 't.id', 's.target_id')
    .select('s.created_id')
    .where('t.external_ad_account_id', '=', externalAdAccountId)
    .where('s.kind', '=', kind)
    .where('s.created_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.created_id ?? ''));
}

/** The ids of the objects a target already created, by kind. */
export async function createdCloneStepIds(db: Db | Trx, targetId: string): Promise<Array<{ kind: CloneStepKind; created_id: string }>> {
  const byTarget = await createdCloneStepIdsOfTargets(db, [targetId]);
  return byTarget.get(targetId) ?? [];
}

/** The same for several targets at once (a batch's status), each target's ids in a stable order. */
export async function createdCloneStepIdsOfTargets(db: Db | Trx, targetIds: readonly string[]): Promise<Map<string, Array<{ kind: CloneStepKind; created_id: string }>>> {
  const byTarget = new Map(targetIds.map((id) => [id, [] as Array<{ kind: CloneStepKind; created_id: string }>]));
  if (targetIds.length === 0) return byTarget;
  const rows = await db
    .selectFrom('clone_steps')
    .select(['target_id', 'kind', 'created_id'])
    .where('target_id', 'in', targetIds)
    .where('state', '=', 'created')
    .orderBy('kind')
    .orderBy('source_id')
    .execute();
  for (const row of rows) if (row.created_id) byTarget.get(row.target_id)?.push({ kind: row.kind, created_id: row.created_id });
  return byTarget;
}
