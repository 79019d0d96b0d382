import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reapplyMigrationsFrom, rollBackMigrationsFrom } from '../testing/later-migrations.ts';
import { useTestDatabase } from '../testing/use-test-database.ts';

describe('approvals (migration)', () => {
  const database = useTestDatabase();

  it('keeps every clone batch and budget change of the previous schema, none of them approved, and rolls back cleanly', async () => {
    await database()
      .db.transaction()
      .execute(async (trx) => {
        const db = trx as unknown as Kysely<any>;
        await rollBackMigrationsFrom(db, '20261202T000000-approvals');
        const one = async <Row>(query: ReturnType<typeof sql<Row>>) => (await query.execute(db)).rows[0] as Row;
        const exists = async (table: string) => (await one<{ found: string | null }>(sql`select to_regclass(${table}) as found`)).found !== null;
        expect(await exists('proposals')).toBe(false);

        const user = await one<{ id: string }>(sql`insert into users (username, email) values ('ana', 'ana@example.com') returning id`);
        const workspace = await one<{ id: string }>(sql`insert into workspaces (name) values ('Ana') returning id`);
        const batch = await one<{ id: string }>(sql`
          insert into clone_batches (workspace_id, created_by, source_campaign_external_id, source_campaign_name, source_ad_account_id, name_template, request)
          values (${workspace.id}, ${user.id}, 'c-1', 'Winter', 'act_1', '{name}', '{}') returning id`);
        const change = await one<{ id: string }>(sql`insert into budget_changes (workspace_id, created_by, request) values (${workspace.id}, ${user.id}, '{}') returning id`);

        await reapplyMigrationsFrom(db, '20261202T000000-approvals');

        expect(await exists('proposals')).toBe(true);
        expect(await one(sql`select created_by, approved_by from clone_batches where id = ${batch.id}`)).toEqual({ created_by: user.id, approved_by: null });
        expect(await one(sql`select created_by, approved_by from budget_changes where id = ${change.id}`)).toEqual({ created_by: user.id, approved_by: null });
        // A decided proposal needs a decision time, a pending one none.
        const proposal = (state: string, decidedAt: Date | null) => sql`
          insert into proposals (workspace_id, kind, proposed_by, preview, request, fingerprint, ad_account_ids, state, decided_at, expires_at)
          values (${workspace.id}, 'clone', ${user.id}, '{}', '{}', ${'a'.repeat(64)}, '{}', ${state}, ${decidedAt}, now() + interval '7 days')`;
        await proposal('pending', null).execute(db);
        await sql`savepoint refused`.execute(db);
        await expect(proposal('approved', null).execute(db)).rejects.toThrow(/check constraint/);
        await sql`rollback to savepoint refused`.execute(db);
      });
  });
});
