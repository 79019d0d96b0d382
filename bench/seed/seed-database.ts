import type pg from 'pg';
import { hashPassword } from '../../packages/core/src/auth/password-hasher.ts';
import { refreshExchangeRates } from '../../packages/core/src/currency/refresh-exchange-rates.ts';
import type { Db } from '../../packages/db/src/client.ts';
import { SEED_LAST_DAY, SEED_PASSWORD, type SeedPlan } from './seed-plan.ts';

export interface SeedReport {
  /** Rows per table, as counted after the load. */
  counts: Record<string, number>;
  /** Milliseconds per step, and in all. */
  timings: Record<string, number>;
}

class SeedTargetNotEmptyError extends Error {
  override name = 'SeedTargetNotEmptyError';
}

/**
 * A stable pseudo-random integer in [0, 2^31) for a text key: the same key gives the same number on every run of
 * the same PostgreSQL, so the figures are deterministic without a random() whose order parallel plans may change.
 */
const H = (key: string) => `(hashtext(${key}) & 2147483647)`;
/** What one unit of each currency is worth against the dollar, roughly: spend is drawn in dollars, then scaled. */
const UNITS_PER_DOLLAR = `case a.currency when 'JPY' then 150 when 'KRW' then 1350 when 'COP' then 4000 when 'MXN' then 18 when 'BRL' then 5 when 'GBP' then 0.8 when 'EUR' then 0.92 else 1 end`;

/**
 * Fills an empty, migrated AdFleet database with `plan` through the real tables: users (one argon2id hash shared by
 * all), one Meta connection each, their ad accounts, campaigns by generate_series, campaign insights (each insight
 * campaign ACTIVE for the whole range, the last taking the remainder so the row count is exact) and account insights
 * as their sums, then the bundled exchange rates and VACUUM ANALYZE. One transaction: a run that dies leaves nothing behind.
 */
export async function seedDatabase(client: pg.ClientBase, db: Db, plan: SeedPlan, onStep: (line: string) => void = () => undefined): Promise<SeedReport> {
  const timings: Record<string, number> = {};
  const started = performance.now();
  const step = async (name: string, run: () => Promise<unknown>) => {
    const at = performance.now();
    await run();
    timings[name] = Math.round(performance.now() - at);
    onStep(`${name}: ${timings[name]} ms`);
  };
  const { rows } = await client.query<{ users: string; campaigns: string }>('select (select count(*) from users) as users, (select count(*) from campaigns) as campaigns');
  if (Number(rows[0]?.users) > 0 || Number(rows[0]?.campaigns) > 0) {
    throw new SeedTargetNotEmptyError('the database already has users or campaigns: the generator fills an empty, migrated database only');
  }
  const { scale } = plan;
  const insightCampaigns = Math.ceil(scale.insightRows / scale.days);
  if (insightCampaigns > scale.campaigns) throw new Error(`${scale.insightRows} insight rows over ${scale.days} days need ${insightCampaigns} campaigns`);
  const passwordHash = await hashPassword(SEED_PASSWORD);

  await client.query('begin');
  try {
    // Nothing is durable before the commit anyway; this only spares a WAL flush per statement.
    await client.query('set local synchronous_commit = off');
    await step('users, connections', async () => {
      await client.query(
        `insert into users (id, username, email, first_name, last_name, password_hash, email_verified_at, created_at)
         select u.id, u.username, u.email, u.first_name, u.last_name, $6, $7::date - 400, $7::date - 400
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) as u(id, username, email, first_name, last_name)`,
        [plan.users.map((u) => u.id), plan.users.map((u) => u.username), plan.users.map((u) => u.email), plan.users.map((u) => u.firstName), plan.users.map((u) => u.lastName), passwordHash, SEED_LAST_DAY],
      );
      // Each person works in their own workspace, whose id is theirs (as the workspaces migration gave existing users).
      await client.query(
        `insert into workspaces (id, name, created_at) select u.id, u.username, u.created_at from users u where u.id = any($1::uuid[])`,
        [plan.users.map((u) => u.id)],
      );
      await client.query(
        `insert into workspace_members (workspace_id, user_id, role, created_at) select u.id, u.id, 'owner', u.created_at from users u where u.id = any($1::uuid[])`,
        [plan.users.map((u) => u.id)],
      );
      await client.query('update users set current_workspace_id = id where id = any($1::uuid[])', [plan.users.map((u) => u.id)]);
      // A connection per user: the token is never decrypted (the bench runs no sync), so it is a placeholder.
      await client.query(
        `insert into platform_connections (id, workspace_id, connected_by, platform_id, external_user_id, external_user_name, access_token_ciphertext, scopes, last_synced_at)
         select ('00000000-0004-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, u.id, u.id, 1, (100000000 + n)::text, u.first_name || ' ' || u.last_name,
           'v1:bench-placeholder', '{ads_read,ads_management,business_management}', $2::date + 1
         from unnest($1::uuid[]) with ordinality as u0(id, n) join users u on u.id = u0.id`,
        [plan.users.map((u) => u.id), SEED_LAST_DAY],
      );
    });
    await step('ad accounts', () =>
      client.query(
        `insert into ad_accounts (id, workspace_id, connection_id, platform_id, ad_account_id, name, status, currency, timezone_name, business_id, business_name,
           last_synced_at, campaigns_synced_until, insights_backfilled_at, adset_insights_backfilled_at, user_tasks)
         select a.id, ('00000000-0001-4000-8000-' || lpad(to_hex(a.user_index + 1), 12, '0'))::uuid,
           ('00000000-0004-4000-8000-' || lpad(to_hex(a.user_index + 1), 12, '0'))::uuid, 1, a.ad_account_id, a.name, 'ACTIVE', a.currency, a.timezone,
           a.business_id, a.business_name, $9::date + 1, $9::date + 1, $9::date + 1, $9::date + 1, '{ADVERTISE,ANALYZE,DRAFT,MANAGE}'
         from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
           as a(id, user_index, ad_account_id, name, currency, timezone, business_id, business_name)`,
        [
          plan.accounts.map((a) => a.id),
          plan.accounts.map((a) => a.userIndex),
          plan.accounts.map((a) => a.adAccountId),
          plan.accounts.map((a) => a.name),
          plan.accounts.map((a) => a.currency),
          plan.accounts.map((a) => a.timezone),
          plan.accounts.map((a) => a.businessId),
          plan.accounts.map((a) => a.businessName),
          SEED_LAST_DAY,
        ],
      ),
    );
    // Campaign n (1…N) has insights when its place in a fixed permutation of 1…N (n × 7919 mod N, a bijection since
    // 7919 is a prime not dividing N) falls among the first `insightCampaigns`: spread over every account.
    await step('campaigns', () =>
      client.query(
        `insert into campaigns (id, workspace_id, ad_account_id, platform_id, external_id, name, status, effective_status, objective, daily_budget, lifetime_budget, created_at, updated_at, synced_at)
         select ('00000000-0003-4000-8000-' || lpad(to_hex(c.n), 12, '0'))::uuid, a.workspace_id, a.id, 1, (23800000000 + c.n)::text,
           (array['Prospecting','Retargeting','Lookalike 1%','Broad','Advantage+ Shopping','Catalog Sales','Lead Gen','Brand Awareness'])[1 + ${H("'k' || c.n")} % 8]
             || ' – ' || (array['Summer Sale','Black Friday','Evergreen','Spring Launch','Holiday','Back to School','New Arrivals','Clearance','Cyber Week','Always On'])[1 + ${H("'s' || c.n")} % 10]
             || ' – ' || substring(a.name from '\\((..)\\)$') || ' ' || c.k,
           c.status, c.status,
           (array['OUTCOME_SALES','OUTCOME_SALES','OUTCOME_TRAFFIC','OUTCOME_LEADS','OUTCOME_AWARENESS','OUTCOME_ENGAGEMENT'])[1 + ${H("'o' || c.n")} % 6],
           case when ${H("'b' || c.n")} % 2 = 0 then (500 + ${H("'d' || c.n")} % 49500) * (${UNITS_PER_DOLLAR})::numeric end,
           null,
           $3::date - (${H("'c' || c.n")} % 700) * interval '1 day' - (${H("'t' || c.n")} % 86400) * interval '1 second',
           $3::date + interval '12 hours', $3::date + 1
         from (
           select n, k, a_id,
             case when (n * 7919) % $2 < $4 then 'ACTIVE' when ${H("'p' || n")} % 10 < 7 then 'PAUSED' else 'ARCHIVED' end as status
           from (
             select row_number() over (order by a0.ord, k) as n, k, a0.id as a_id
             from unnest($1::uuid[], $5::int[]) with ordinality as a0(id, campaigns, ord), generate_series(1, a0.campaigns) as k
           ) numbered
         ) c join ad_accounts a on a.id = c.a_id`,
        [plan.accounts.map((a) => a.id), scale.campaigns, SEED_LAST_DAY, insightCampaigns, plan.accounts.map((a) => a.campaigns)],
      ),
    );
    await step('campaign insights', () =>
      client.query(
        `insert into campaign_insights_daily (ad_account_id, campaign_id, date, spend, impressions, clicks, conversions, conversion_value, synced_at)
         select f.ad_account_id, f.campaign_id, f.date,
           round((f.impressions * (4 + f.h % 21) / 1000.0 * f.scale)::numeric, 2),
           f.impressions, f.clicks, f.conversions,
           round((f.conversions * (20 + f.h % 180) * f.scale)::numeric, 2),
           $3::date + 1
         from (
           select c.ad_account_id, c.id as campaign_id, $3::date - d::int as date, ${UNITS_PER_DOLLAR} as scale, g.h,
             g.impressions, g.impressions * (5 + g.h % 25) / 1000 as clicks, g.impressions * (5 + g.h % 25) / 1000 * (1 + g.h % 8) / 100 as conversions
           from (
             select c.*, (c.n * 7919) % $1 as place from (select c.*, ('x' || right(c.id::text, 12))::bit(48)::bigint as n from campaigns c) c
           ) c
           join ad_accounts a on a.id = c.ad_account_id
           cross join lateral generate_series(0, least($4::int, $2::int - c.place * $4::int) - 1) as d
           cross join lateral (select ${H("c.id::text || d")} as h, 200 + ${H("c.id::text || d")} % 30000 as impressions) g
           where c.place < $5
         ) f`,
        [scale.campaigns, scale.insightRows, SEED_LAST_DAY, scale.days, insightCampaigns],
      ),
    );
    await step('account insights', () =>
      client.query(
        `insert into account_insights_daily (ad_account_id, date, spend, impressions, clicks, conversions, conversion_value, synced_at)
         select ad_account_id, date, sum(spend), sum(impressions), sum(clicks), sum(conversions), sum(conversion_value), max(synced_at)
         from campaign_insights_daily group by ad_account_id, date`,
      ),
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // Sandbox mode's bundled daily rates, as a fresh installation stores them: the dashboard converts with them.
  await step('exchange rates', () => refreshExchangeRates(db, { kind: 'bundled' }));
  // A steady-state database has been vacuumed: the visibility map lets index-only scans skip the heap.
  await step('vacuum analyze', () => client.query('vacuum analyze'));
  timings.total = Math.round(performance.now() - started);

  const counts: Record<string, number> = {};
  for (const table of ['users', 'platform_connections', 'ad_accounts', 'campaigns', 'campaign_insights_daily', 'account_insights_daily', 'exchange_rates']) {
    const { rows: counted } = await client.query<{ count: string }>(`select count(*) from ${table}`);
    counts[table] = Number(counted[0]?.count);
  }
  return { counts, timings };
}
