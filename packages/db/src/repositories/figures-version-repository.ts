import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';

/**
 * Everything the workspace's dashboard and Reports answers are computed from, as one text that changes whenever any
 * of it does (ADR 0051): its chosen reporting currency, the exchange rates' version, and each of its ad accounts' id
 * and data version (triggers move an account's version on every write to it, its campaigns, ad sets, ads or daily
 * figures; an account added or removed changes the list itself). Null when the workspace does not exist.
 */
export async function readFiguresVersion(db: Db, scope: WorkspaceScope): Promise<string | null> {
  const row = await db
    .selectFrom('workspaces as w')
    .select(
      sql<string>`concat_ws('|',
        coalesce(w.reporting_currency, '-'),
        (select v.version::text from exchange_rates_version v),
        (select md5(coalesce(string_agg(a.id::text || ':' || a.data_version::text, ',' order by a.id), ''))
          from ad_accounts a where a.workspace_id = w.id))`.as('version'),
    )
    .where('w.id', '=', scope.workspaceId)
    .executeTakeFirst();
  return row?.version ?? null;
}
