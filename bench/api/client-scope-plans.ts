import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listActivity } from '../../packages/core/src/activity/activity-service.ts';
import { listAdAccounts } from '../../packages/core/src/ad-accounts/ad-account-service.ts';
import { listCampaigns } from '../../packages/core/src/campaigns/campaign-service.ts';
import { dashboardSummary } from '../../packages/core/src/dashboard/dashboard-service.ts';
import type { Database } from '../../packages/db/src/schema.ts';
import type { CallerScope } from '../../packages/db/src/scope.ts';
import { openSeededDatabase } from '../seed/seeded-database.ts';
import { biggestUser } from '../seed/seed-plan.ts';
import type { CapturedQuery } from './captured-sql.ts';
import { RANGE } from './endpoints.ts';
import { explainQueries } from './explain.ts';

/**
 * Issue 17 item 5: the plans of the workspace-scoped lists as the owner and as a client of the biggest agency, on the
 * generated database. `pnpm bench:client-plans [--short] [--url postgres://… [--seeded]]`.
 * A client (another seeded user) is given 5 of the agency's accounts and one business; Activity gets 200,000 audit
 * rows (the generator writes none), a sync's two rows per account and day.
 */
const short = process.argv.includes('--short');
const urlAt = process.argv.indexOf('--url');
const url = urlAt >= 0 ? process.argv[urlAt + 1] : undefined;
const log = (line: string) => process.stdout.write(`${line}\n`);

const seeded = await openSeededDatabase({ short, ...(url ? { url } : {}), seed: !process.argv.includes('--seeded'), onStep: (line) => log(`  seed ${line}`) });
const pool = new pg.Pool({ connectionString: seeded.connectionString, max: 2 });
let recorded: CapturedQuery[] = [];
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => {
    recorded.push({ sql: event.query.sql, parameters: event.query.parameters });
  },
});
try {
  const big = biggestUser(seeded.plan);
  const workspaceId = big.id;
  const accounts = seeded.plan.accounts.filter((account) => account.userIndex === big.index);
  const client = seeded.plan.users.find((user) => user.index !== big.index);
  if (!client) throw new Error('the plan has one user only');
  const assigned = accounts.slice(0, 5).map((account) => account.id);
  const business = accounts.at(-1)?.businessId ?? '';
  await db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: client.id, role: 'client' }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('member_accounts').values(assigned.map((id) => ({ workspace_id: workspaceId, user_id: client.id, ad_account_id: id }))).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('member_businesses').values({ workspace_id: workspaceId, user_id: client.id, business_id: business }).onConflict((oc) => oc.doNothing()).execute();
  const auditRows = short ? 2_000 : 200_000;
  await pool.query(
    `insert into audit_log (user_id, workspace_id, actor_type, action, metadata, created_at)
     select $1::uuid, $1::uuid, 'system', case when n % 2 = 0 then 'sync.started' else 'sync.succeeded' end,
       jsonb_build_object('runId', gen_random_uuid(), 'kind', 'ad_account', 'trigger', 'schedule', 'adAccountId', ($2::text[])[1 + (n / 2) % array_length($2::text[], 1)], 'stats', '{}'::jsonb),
       now() - make_interval(secs => n * 30)
     from generate_series(1, $3::int) as n
     where not exists (select 1 from audit_log where workspace_id = $1::uuid and action = 'sync.started')`,
    [workspaceId, accounts.map((account) => account.adAccountId), auditRows],
  );
  await pool.query('analyze');
  const visible = await pool.query<{ n: string }>('select count(*)::text as n from ad_accounts where workspace_id = $1 and (id = any($2::uuid[]) or business_id = $3)', [workspaceId, assigned, business]);
  log(`biggest agency: ${accounts.length} accounts; the client sees ${visible.rows[0]?.n} (5 assigned + business ${business}); ${auditRows} audit rows`);

  const scopes: Record<string, CallerScope> = {
    owner: { userId: big.id, workspaceId, role: 'owner' },
    client: { userId: client.id, workspaceId, role: 'client', clientAccess: { adAccountIds: assigned, businessIds: [business] } },
  };
  const now = new Date();
  for (const [who, scope] of Object.entries(scopes)) {
    const reads: Record<string, () => Promise<unknown>> = {
      'campaigns first page': () => listCampaigns(db, scope, { limit: 50 }, now),
      'ad accounts': () => listAdAccounts(db, scope, {}),
      'dashboard totals': () => dashboardSummary(db, scope, { ...RANGE, platform: 'all' }, now),
      activity: () => listActivity(db, scope, {}),
    };
    for (const [name, read] of Object.entries(reads)) {
      recorded = [];
      await read();
      const plans = await explainQueries(seeded.connectionString, recorded);
      log(`\n=== ${name} as ${who} (${plans.length} statements) ===`);
      for (const plan of plans) log(plan);
    }
  }
} finally {
  await db.destroy();
  await seeded.close();
}
