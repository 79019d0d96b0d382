import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { useTestDatabase } from '../testing/use-test-database.ts';
import {
  createdCloneStepIds,
  createdCloneStepIdsOfTargets,
  markCloneStepsCreated,
  markCloneStepsSent,
  planCloneSteps,
  recordedCloneIds,
  settleUnknownCloneSteps,
} from './clone-step-store.ts';

const AT = new Date('2026-11-24T01:00:00Z');
const PLAN = [
  { kind: 'campaign' as const, sourceId: 'c1', name: 'Spring · EU' },
  { kind: 'adset' as const, sourceId: 's1', name: 'Set 1' },
  { kind: 'adset' as const, sourceId: 's2', name: 'Set 2' },
];

/** A workspace's batch, started by one of its members, with one target in act_9 (no ad account row: the column is nullable by design). */
async function target(db: Db): Promise<string> {
  const user = await db.insertInto('users').values({ username: `u${randomUUID().slice(0, 8)}`, email: `${randomUUID()}@example.com`, first_name: null, last_name: null, password_hash: null, facebook_user_id: null }).returning('id').executeTakeFirstOrThrow();
  const workspace = await db.insertInto('workspaces').values({ name: 'Agency' }).returning('id').executeTakeFirstOrThrow();
  const batchId = randomUUID();
  await db
    .insertInto('clone_batches')
    .values({ id: batchId, workspace_id: workspace.id, created_by: user.id, source_campaign_id: null, source_campaign_external_id: 'c1', source_campaign_name: 'Spring', source_ad_account_id: 'act_1', name_template: '{name}', request: '{}', created_at: AT })
    .execute();
  const sourceId = randomUUID();
  await db
    .insertInto('clone_batch_sources')
    .values({ id: sourceId, batch_id: batchId, position: 0, source_campaign_id: null, source_campaign_external_id: 'c1', source_campaign_name: 'Spring', source_ad_account_id: 'act_1', snapshot: '{}', budget_type: null })
    .execute();
  const id = randomUUID();
  await db
    .insertInto('clone_targets')
    .values({ id, batch_id: batchId, source_id: sourceId, workspace_id: workspace.id, ad_account_id: null, external_ad_account_id: 'act_9', account_name: 'EU', currency: 'EUR', budget_minor: 4000, campaign_name: 'Spring · EU', state: 'running', message: null, error: null, warnings: '[]', created_at: AT, finished_at: null })
    .execute();
  return id;
}

const states = async (db: Db, targetId: string) =>
  (await db.selectFrom('clone_steps').select(['kind', 'source_id', 'state', 'created_id']).where('target_id', '=', targetId).orderBy('kind').orderBy('source_id').execute()).map(
    (row) => `${row.kind}:${row.source_id}=${row.state}${row.created_id ? `/${row.created_id}` : ''}`,
  );

describe('clone step store', () => {
  const database = useTestDatabase();

  it('plans a target once: a resumed job finds the same steps and their states, and the target knows its total', async () => {
    const { db } = database();
    const targetId = await target(db);
    const first = await planCloneSteps(db, targetId, PLAN);
    await markCloneStepsSent(db, [first.find((step) => step.kind === 'campaign')?.id ?? ''], AT);
    const again = await planCloneSteps(db, targetId, PLAN);
    expect(again.map((step) => step.id).sort()).toEqual(first.map((step) => step.id).sort());
    expect(await states(db, targetId)).toEqual(['adset:s1=planned', 'adset:s2=planned', 'campaign:c1=sent']);
    expect(await db.selectFrom('clone_targets').select('steps_total').where('id', '=', targetId).executeTakeFirst()).toEqual({ steps_total: 3 });
  });

  it('records several created ids together or not at all', async () => {
    const { db } = database();
    const targetId = await target(db);
    const [campaign, set1] = await planCloneSteps(db, targetId, PLAN);
    // The second row's id is not a uuid: its update fails, and the first one's must not stay behind.
    await expect(markCloneStepsCreated(db, [{ id: campaign?.id ?? '', createdId: '900' }, { id: 'not-a-step', createdId: '901' }], AT)).rejects.toThrow();
    expect(await states(db, targetId)).toEqual(['adset:s1=planned', 'adset:s2=planned', 'campaign:c1=planned']);

    await markCloneStepsCreated(db, [{ id: campaign?.id ?? '', createdId: '900' }, { id: set1?.id ?? '', createdId: '901' }], AT);
    expect(await createdCloneStepIds(db, targetId)).toEqual([{ kind: 'adset', created_id: '901' }, { kind: 'campaign', created_id: '900' }]);
    expect(await recordedCloneIds(db, 'act_9', 'campaign')).toEqual(new Set(['900']));
  });

  it('settles sent steps after a lookup in one go: found ones adopted, missing ones planned again', async () => {
    const { db } = database();
    const targetId = await target(db);
    const steps = await planCloneSteps(db, targetId, PLAN);
    const idOf = (sourceId: string) => steps.find((step) => step.source_id === sourceId)?.id ?? '';
    await markCloneStepsSent(db, steps.map((step) => step.id), AT);
    await expect(settleUnknownCloneSteps(db, { adopted: [{ id: idOf('s1'), createdId: '901' }], missing: ['not-a-step'] }, AT)).rejects.toThrow();
    expect(await states(db, targetId)).toEqual(['adset:s1=sent', 'adset:s2=sent', 'campaign:c1=sent']);

    await settleUnknownCloneSteps(db, { adopted: [{ id: idOf('s1'), createdId: '901' }], missing: [idOf('s2')] }, AT);
    expect(await states(db, targetId)).toEqual(['adset:s1=created/901', 'adset:s2=planned', 'campaign:c1=sent']);
    const other = await target(db);
    expect(await createdCloneStepIdsOfTargets(db, [targetId, other])).toEqual(new Map([[targetId, [{ kind: 'adset', created_id: '901' }]], [other, []]]));
  });
});
