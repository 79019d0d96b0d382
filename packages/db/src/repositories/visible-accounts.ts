import { type RawBuilder, sql } from 'kysely';
import type { WorkspaceScope } from '../scope.ts';

/**
 * The one narrowing of a client's reads (issue 17): true for every other role; for a client, whether the ad account
 * `accountIdRef` (a column holding AdFleet's ad account id) is assigned to them or belongs to a business assigned to
 * them. Every read of account-bound rows for a caller adds it, so a client never sees another client's names or
 * figures, not even in totals.
 */
export function visibleAccountCondition(accountIdRef: string, scope: WorkspaceScope): RawBuilder<boolean> {
  const access = scope.clientAccess;
  if (!access) return sql<boolean>`true`;
  return sql<boolean>`(${sql.ref(accountIdRef)} = any(${access.adAccountIds}::uuid[])
    or ${sql.ref(accountIdRef)} in (select visible.id from ad_accounts visible
      where visible.workspace_id = ${scope.workspaceId} and visible.business_id = any(${access.businessIds}::text[])))`;
}
