import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { reapplyMigrationsFrom, rollBackMigrationsFrom } from '../testing/later-migrations.ts';
import { WORKSPACE_TABLES } from './20261129T000000-workspaces.ts';

describe('workspaces (migration)', () => {
  const database = useTestDatabase();

  it('moves every user’s data into a personal workspace of their own, losing nothing, and keeps audit rows’ actors', async () => {
    await database()
      .db.transaction()
      .execute(async (trx) => {
        const db = trx as unknown as Kysely<any>;
        await rollBackMigrationsFrom(db, '20261129T000000-workspaces');
        const one = async <Row>(query: ReturnType<typeof sql<Row>>) => (await query.execute(db)).rows[0] as Row;
        const all = async <Row>(query: ReturnType<typeof sql<Row>>) => (await query.execute(db)).rows as Row[];

        // Two users filled in by the previous schema: rows in every shared table, owned by user_id.
        const seeded: Array<{ id: string; connection: string; account: string; batch: string; change: string }> = [];
        for (const [name, currency] of [
          ['ana', 'EUR'],
          ['ben', null],
        ] as const) {
          const user = await one<{ id: string }>(sql`insert into users (username, email, reporting_currency) values (${name}, ${`${name}@example.com`}, ${currency}) returning id`);
          const connection = await one<{ id: string }>(sql`
            insert into platform_connections (user_id, platform_id, external_user_id, access_token_ciphertext) values (${user.id}, 1, ${`fb-${name}`}, 'v1:x') returning id`);
          const account = await one<{ id: string }>(sql`
            insert into ad_accounts (user_id, connection_id, platform_id, ad_account_id, name, status, currency)
            values (${user.id}, ${connection.id}, 1, ${`act_${name}`}, ${`Store ${name}`}, 'ACTIVE', 'USD') returning id`);
          const campaign = await one<{ id: string }>(sql`
            insert into campaigns (user_id, ad_account_id, platform_id, external_id, name, status, created_at, updated_at)
            values (${user.id}, ${account.id}, 1, ${`c-${name}`}, 'Winter', 'ACTIVE', now(), now()) returning id`);
          await sql`insert into ad_sets (user_id, ad_account_id, campaign_id, external_id, name, status) values (${user.id}, ${account.id}, ${campaign.id}, ${`as-${name}`}, 'Set', 'ACTIVE')`.execute(db);
          await sql`insert into sync_runs (user_id, connection_id, kind, trigger, stats) values (${user.id}, ${connection.id}, 'connection', 'manual', '{}')`.execute(db);
          const batch = await one<{ id: string }>(sql`
            insert into clone_batches (user_id, source_campaign_external_id, source_campaign_name, source_ad_account_id, name_template, request)
            values (${user.id}, ${`c-${name}`}, 'Winter', ${`act_${name}`}, '{name}', '{}') returning id`);
          const source = await one<{ id: string }>(sql`
            insert into clone_batch_sources (batch_id, position, source_campaign_external_id, source_campaign_name, source_ad_account_id, snapshot)
            values (${batch.id}, 0, ${`c-${name}`}, 'Winter', ${`act_${name}`}, '{}') returning id`);
          await sql`
            insert into clone_targets (batch_id, source_id, user_id, external_ad_account_id, account_name, currency, campaign_name, warnings)
            values (${batch.id}, ${source.id}, ${user.id}, ${`act_${name}`}, 'Store', 'USD', 'Winter copy', '[]')`.execute(db);
          await sql`insert into budget_thresholds (user_id, ad_account_id, period, amount_minor) values (${user.id}, ${account.id}, 'day', 500)`.execute(db);
          const change = await one<{ id: string }>(sql`insert into budget_changes (user_id, request) values (${user.id}, '{}') returning id`);
          await sql`
            insert into budget_change_items (change_id, user_id, ad_account_id, external_ad_account_id, account_name, currency, object_type, object_id, object_name, budget_type, old_minor, new_minor)
            values (${change.id}, ${user.id}, ${account.id}, ${`act_${name}`}, 'Store', 'USD', 'campaign', ${`c-${name}`}, 'Winter', 'daily', 100, 200)`.execute(db);
          await sql`insert into saved_report_filters (user_id, name, filters) values (${user.id}, 'Mine', '{}')`.execute(db);
          await sql`
            insert into audit_log (user_id, actor_type, actor_user_id, action, metadata, ip)
            values (${user.id}, 'user', ${user.id}, 'clone.requested', '{}', '10.0.0.1'), (${user.id}, 'system', null, 'sync.succeeded', '{}', null)`.execute(db);
          seeded.push({ id: user.id, connection: connection.id, account: account.id, batch: batch.id, change: change.id });
        }
        const countsBefore = await tableCounts(db);

        await reapplyMigrationsFrom(db, '20261129T000000-workspaces');

        expect(await tableCounts(db)).toEqual(countsBefore);
        const [ana, ben] = seeded as [(typeof seeded)[number], (typeof seeded)[number]];
        // Each user owns exactly one workspace, their current one, which holds every shared row they had.
        expect(await all(sql`select w.id, w.name, w.reporting_currency, m.user_id, m.role from workspaces w join workspace_members m on m.workspace_id = w.id order by w.name`)).toEqual([
          { id: ana.id, name: 'ana', reporting_currency: 'EUR', user_id: ana.id, role: 'owner' },
          { id: ben.id, name: 'ben', reporting_currency: null, user_id: ben.id, role: 'owner' },
        ]);
        expect(await all(sql`select id, current_workspace_id from users order by username`)).toEqual([
          { id: ana.id, current_workspace_id: ana.id },
          { id: ben.id, current_workspace_id: ben.id },
        ]);
        for (const user of seeded) {
          for (const table of WORKSPACE_TABLES) {
            const rows = await all<{ workspace_id: string }>(sql`select workspace_id from ${sql.table(table)} where workspace_id = ${user.id}`);
            expect(rows.length, `${table} of ${user.id}`).toBeGreaterThan(0);
          }
          expect(await one(sql`select connected_by from platform_connections where id = ${user.connection}`)).toEqual({ connected_by: user.id });
          expect(await one(sql`select created_by from clone_batches where id = ${user.batch}`)).toEqual({ created_by: user.id });
          expect(await one(sql`select created_by from budget_changes where id = ${user.change}`)).toEqual({ created_by: user.id });
          // Audit rows keep their actors and now say which workspace they are about.
          expect(await all(sql`select workspace_id, user_id, actor_type, actor_user_id, ip from audit_log where user_id = ${user.id} order by action`)).toEqual([
            { workspace_id: user.id, user_id: user.id, actor_type: 'user', actor_user_id: user.id, ip: '10.0.0.1' },
            { workspace_id: user.id, user_id: user.id, actor_type: 'system', actor_user_id: null, ip: null },
          ]);
        }
        // No row moved to another user's workspace.
        for (const table of WORKSPACE_TABLES) {
          const stray = await all(sql`select workspace_id from ${sql.table(table)} where workspace_id not in (${ana.id}, ${ben.id})`);
          expect(stray, table).toEqual([]);
        }
      });
  });
});

async function tableCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...WORKSPACE_TABLES, 'users', 'audit_log']) {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.count ?? 0;
  }
  return counts;
}
