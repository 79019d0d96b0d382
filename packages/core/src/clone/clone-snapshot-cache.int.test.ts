import { randomUUID } from 'node:crypto';
import { insertCloneBatchOfSources, insertUser } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { describe, expect, it } from 'vitest';
import { cloneSourceSnapshot } from './clone-snapshot-cache.ts';
import type { CloneSnapshot } from './clone-source.ts';

const snapshot: CloneSnapshot = {
  sourceAccountId: '111',
  sourceCurrency: 'USD',
  campaign: { id: 'c1', name: 'Spring', objective: 'OUTCOME_SALES', special_ad_categories: [] },
  adsets: [],
  creatives: [],
  ads: [],
  imageHashes: [],
};

describe('clone source snapshots in the worker', () => {
  const database = useTestDatabase();

  const storeSource = async () => {
    const { db } = database();
    const sourceId = randomUUID();
    const batchId = randomUUID();
    await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, { username: `snap-${sourceId.slice(0, 8)}`, email: `${sourceId}@example.com` });
      const batch = { id: batchId, workspaceId: await workspaceOf(trx, user.id), createdBy: user.id, sourceCampaignId: null, sourceCampaignExternalId: 'c1', sourceCampaignName: 'Spring', sourceAdAccountId: '111', nameTemplate: '{name}', request: { budgetType: 'daily' } };
      await insertCloneBatchOfSources(trx, batch, [{ id: sourceId, sourceCampaignId: null, sourceCampaignExternalId: 'c1', sourceCampaignName: 'Spring', sourceAdAccountId: '111', snapshot, budgetType: null }], [], new Date());
    });
    return { sourceId, batchId };
  };

  it('gives the jobs of a batch one parsed snapshot, read once, even when they start at the same moment', async () => {
    const { db } = database();
    const { sourceId, batchId } = await storeSource();
    const [first, second] = await Promise.all([cloneSourceSnapshot(db, sourceId), cloneSourceSnapshot(db, sourceId)]);
    expect(first).toEqual(snapshot);
    expect(second).toBe(first);
    // Read once: with the row gone, a later job still gets the tree it was read as (snapshots never change).
    // eslint-disable-next-line no-restricted-properties -- the test removes the row behind the cache's back
    await db.deleteFrom('clone_batches').where('id', '=', batchId).execute();
    expect(await cloneSourceSnapshot(db, sourceId)).toBe(first);
  });

  it('does not keep a failed read: a source without a snapshot is refused every time', async () => {
    const { db } = database();
    const missing = randomUUID();
    await expect(cloneSourceSnapshot(db, missing)).rejects.toThrow(`The clone source ${missing} has no snapshot`);
    await expect(cloneSourceSnapshot(db, missing)).rejects.toThrow('has no snapshot');
  });
});
