import { type RawBuilder, sql } from 'kysely';

/** The dashboard's narrowing to some ad accounts and some businesses (clients); both apply together. Empty lists mean all. */
export interface AccountFilter {
  /** AdFleet's ids of the ad accounts. */
  adAccountIds?: readonly string[];
  /** The platform's business ids. */
  businessIds?: readonly string[];
}

/** A condition on the ad account aliased `alias`; true when the filter narrows nothing. */
export function accountFilterCondition(alias: string, filter: AccountFilter | undefined): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (filter?.adAccountIds?.length) parts.push(sql`${sql.ref(`${alias}.id`)} = any(${[...filter.adAccountIds]}::uuid[])`);
  if (filter?.businessIds?.length) parts.push(sql`${sql.ref(`${alias}.business_id`)} = any(${[...filter.businessIds]}::text[])`);
  return parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` and `)})` : sql<boolean>`true`;
}
