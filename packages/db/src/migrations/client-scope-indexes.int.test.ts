import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listAuditRows } from '../repositories/audit-repository.ts';
import { reapplyMigrationsFrom, rollBackMigrationsFrom } from '../testing/later-migrations.ts';
import { useTestDatabase } from '../testing/use-test-database.ts';

describe('client scope indexes (migration)', () => {
  const database = useTestDatabase();

  it('rolls back and applies again, and Activity reads a person’s own rows through the new index', async () => {
    const db = database().db as unknown as Kysely<any>;
    await rollBackMigrationsFrom(db, '20261202T010000-client-scope-indexes');
    const indexes = async () => (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'audit_log'`.execute(db)).rows.map((row) => row.indexname);
    expect(await indexes()).not.toContain('audit_log_personal_recent_idx');
    await reapplyMigrationsFrom(db, '20261202T010000-client-scope-indexes');
    expect(await indexes()).toContain('audit_log_personal_recent_idx');

    // A person whose name is on a long workspace trail, and two rows of their own.
    const user = (await sql<{ id: string }>`insert into users (username, email) values ('trail', 'trail@example.com') returning id`.execute(db)).rows[0]?.id ?? '';
    const workspace = (await sql<{ id: string }>`insert into workspaces (name) values ('Trail agency') returning id`.execute(db)).rows[0]?.id ?? '';
    await sql`insert into audit_log (user_id, workspace_id, actor_type, action, metadata, created_at)
      select ${user}, ${workspace}, 'system', 'sync.succeeded', '{}'::jsonb, now() - make_interval(secs => n) from generate_series(1, 5000) as n`.execute(db);
    await sql`insert into audit_log (user_id, actor_type, action, metadata, created_at)
      values (${user}, 'user', 'user.logged_out', '{}', now() - interval '2 days'), (${user}, 'user', 'user.login_succeeded', '{}', now() - interval '3 days')`.execute(db);
    await sql`analyze audit_log`.execute(db);
    const rows = await listAuditRows(database().db, { workspaceId: '00000000-0000-4000-8000-000000000000', userId: user, limit: 10 });
    expect(rows.map((row) => row.action)).toEqual(['user.logged_out', 'user.login_succeeded']);
    const plan = (await sql<{ 'QUERY PLAN': string }>`explain select id from audit_log where workspace_id is null and user_id = ${user} order by created_at desc, id desc limit 10`.execute(db)).rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('audit_log_personal_recent_idx');
  });
});
