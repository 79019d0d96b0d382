import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findCloneSourceSnapshot, findCloneTarget } from '../repositories/clone-repository.ts';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { reapplyMigrationsFrom, rollBackMigrationsFrom } from '../testing/later-migrations.ts';
import * as cloneBatchSources from './20261124T090000-clone-batch-sources.ts';

describe('clone batch sources (migration)', () => {
  const database = useTestDatabase();

  it('gives every existing batch one source holding its snapshot, so its targets read the same tree and request', async () => {
    await database()
      .db.transaction()
      .execute(async (trx) => {
        const db = trx as unknown as Kysely<any>;
        // The schema as it was before: later migrations rolled back first, applied again after.
        await rollBackMigrationsFrom(db, '20261129T000000-workspaces');
        await cloneBatchSources.down(db);
        const one = async <Row>(query: ReturnType<typeof sql<Row>>) => (await query.execute(db)).rows[0] as Row;
        const user = await one<{ id: string }>(sql`insert into users (username, email) values ('before', 'before@example.com') returning id`);
        const batch = await one<{ id: string }>(sql`
          insert into clone_batches (user_id, source_campaign_external_id, source_campaign_name, source_ad_account_id, name_template, request, snapshot)
          values (${user.id}, '77', 'Winter', 'act_1', '{name}', '{"budgetType":"lifetime"}', '{"campaign":{"id":"77"}}') returning id`);
        const target = await one<{ id: string }>(sql`
          insert into clone_targets (batch_id, user_id, external_ad_account_id, account_name, currency, campaign_name)
          values (${batch.id}, ${user.id}, 'act_2', 'Tienda', 'USD', 'Winter') returning id`);

        await cloneBatchSources.up(db);
        await reapplyMigrationsFrom(db, '20261129T000000-workspaces');

        const moved = await findCloneTarget(trx, target.id);
        expect(moved).toMatchObject({
          request: { budgetType: 'lifetime' },
          source_ad_account_id: 'act_1',
          source_campaign_external_id: '77',
        });
        expect(await findCloneSourceSnapshot(trx, moved?.source_id ?? '')).toEqual({ campaign: { id: '77' } });
        expect(await one(sql`select count(*)::int as n from clone_batch_sources where batch_id = ${batch.id}`)).toEqual({ n: 1 });
      });
  });
});
