import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Everything the caller's dashboard and Reports answers are computed from, as one text that changes whenever any of
 * it does (ADR 0051): their chosen reporting currency, the exchange rates' version, and each of their ad accounts'
 * id and data version (triggers move an account's version on every write to it, its campaigns, ad sets, ads or daily
 * figures; an account added or removed changes the list itself). Null when the user does not exist.
 */
export async function readFiguresVersion(db: Db, scope: { userId: string }): Promise<string | null> {
  const row = await db
    .selectFrom('users as u')
    .select(
      sql<string>`concat_ws('|',
        coalesce(u.reporting_currency, '-'),
        (select v.version::text from exchange_rates_version v),
        (select md5(coalesce(string_agg(a.id::text || ':' || a.data_version::text, ',' order by a.id), ''))
          from ad_accounts a where a.user_id = u.id))`.as('version'),
    )
    .where('u.id', '=', scope.userId)
    .executeTakeFirst();
  return row?.version ?? null;
}
