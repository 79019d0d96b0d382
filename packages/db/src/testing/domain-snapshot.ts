import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * The tables that hold what users own and what they did, with the columns that say so. Sessions leave out
 * `last_used_at` and `expires_at`, which any authenticated read may touch; counters and the audit log are left out
 * because refused attempts are meant to grow them.
 */
const DOMAIN_COLUMNS = {
  users: '*',
  sessions: 'id, user_id',
  platform_connections: '*',
  ad_accounts: '*',
  campaigns: '*',
  account_insights_daily: '*',
  campaign_insights_daily: '*',
  clone_batches: '*',
  clone_targets: '*',
  clone_steps: '*',
  sync_runs: '*',
  used_signed_requests: '*',
  proposals: '*',
} as const;

export type DomainSnapshot = Record<keyof typeof DOMAIN_COLUMNS, { count: number; checksum: string }>;

/** Row counts and a checksum of every domain table's rows, to prove a request changed nothing. */
export async function domainSnapshot(db: Db): Promise<DomainSnapshot> {
  const snapshot = {} as DomainSnapshot;
  for (const [table, columns] of Object.entries(DOMAIN_COLUMNS) as Array<[keyof typeof DOMAIN_COLUMNS, string]>) {
    const { rows } = await sql<{ count: string; checksum: string | null }>`
      select count(*) as count, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as checksum
      from (select ${sql.raw(columns)} from ${sql.table(table)}) r`.execute(db);
    snapshot[table] = { count: Number(rows[0]?.count ?? 0), checksum: rows[0]?.checksum ?? '' };
  }
  return snapshot;
}
