import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { reapplyMigrationsFrom, rollBackMigrationsFrom } from '../testing/later-migrations.ts';
import * as messagesAsCodes from './20261124T000000-messages-as-codes.ts';

const legacy = (text: string) => ({ code: 'legacyText', params: { text } });

describe('messages as codes (migration)', () => {
  const database = useTestDatabase();

  it('keeps every message written as text before it word for word, as a legacy text, and leaves coded ones alone', async () => {
    await database()
      .db.transaction()
      .execute(async (trx) => {
        const db = trx as unknown as Kysely<any>;
        // The schema as it was before: later migrations rolled back first, applied again after.
        await rollBackMigrationsFrom(db, '20261129T000000-workspaces');
        await messagesAsCodes.down(db);
        const one = async <Row>(query: ReturnType<typeof sql<Row>>) => (await query.execute(db)).rows[0] as Row;
        const user = await one<{ id: string }>(sql`insert into users (username, email) values ('legacy', 'legacy@example.com') returning id`);
        const connection = await one<{ id: string }>(sql`
          insert into platform_connections (user_id, platform_id, external_user_id, access_token_ciphertext, status, status_reason)
          values (${user.id}, 1, 'fb-1', 'v1:x', 'revoked', 'The user removed the app on Facebook') returning id`);
        const run = await one<{ id: string }>(sql`
          insert into sync_runs (user_id, connection_id, kind, trigger, status, error)
          values (${user.id}, ${connection.id}, 'connection', 'manual', 'failed', 'Meta error 190: Error validating access token') returning id`);
        const batch = await one<{ id: string }>(sql`
          insert into clone_batches (user_id, source_campaign_external_id, source_campaign_name, source_ad_account_id, name_template, request)
          values (${user.id}, '1', 'Winter', 'act_1', '{name}', '{}') returning id`);
        const source = await one<{ id: string }>(sql`
          insert into clone_batch_sources (batch_id, position, source_campaign_external_id, source_campaign_name, source_ad_account_id, snapshot)
          values (${batch.id}, 0, '1', 'Winter', 'act_1', '{}') returning id`);
        const target = await one<{ id: string }>(sql`
          insert into clone_targets (batch_id, source_id, user_id, external_ad_account_id, account_name, currency, campaign_name, state, message, error, warnings)
          values (${batch.id}, ${source.id}, ${user.id}, 'act_2', 'Tienda', 'USD', 'Winter', 'failed', 'No se creó la campaña en Tienda', 'Meta 100: Invalid parameter',
                  '["El conjunto \\"A\\" no tenía fecha de fin"]') returning id`);
        const untouched = await one<{ id: string }>(sql`
          insert into clone_targets (batch_id, source_id, user_id, external_ad_account_id, account_name, currency, campaign_name) values (${batch.id}, ${source.id}, ${user.id}, 'act_3', 'Otra', 'USD', 'Winter') returning id`);

        await messagesAsCodes.up(db);
        await reapplyMigrationsFrom(db, '20261129T000000-workspaces');

        expect(await one(sql`select status_reason from platform_connections where id = ${connection.id}`)).toEqual({ status_reason: legacy('The user removed the app on Facebook') });
        expect(await one(sql`select error from sync_runs where id = ${run.id}`)).toEqual({ error: legacy('Meta error 190: Error validating access token') });
        expect(await one(sql`select message, error, warnings from clone_targets where id = ${target.id}`)).toEqual({
          message: legacy('No se creó la campaña en Tienda'),
          error: legacy('Meta 100: Invalid parameter'),
          warnings: [legacy('El conjunto "A" no tenía fecha de fin')],
        });
        expect(await one(sql`select message, error, warnings from clone_targets where id = ${untouched.id}`)).toEqual({ message: null, error: null, warnings: [] });
      });
  });
});
