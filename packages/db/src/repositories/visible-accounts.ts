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

/**
 * The same narrowing for a column holding the platform's ad account id (act_123), as clone targets, batch sources
 * and audit rows name accounts: for a client, whether an ad account of the workspace with that id is visible to them.
 */
export function visibleExternalAccountCondition(externalId: string | RawBuilder<unknown>, scope: WorkspaceScope): RawBuilder<boolean> {
  if (!scope.clientAccess) return sql<boolean>`true`;
  const value = typeof externalId === 'string' ? sql.ref(externalId) : externalId;
  return sql<boolean>`${value} in (select shown.ad_account_id from ad_accounts shown
    where shown.workspace_id = ${scope.workspaceId} and ${visibleAccountCondition('shown.id', scope)})`;
}

/**
 * A clone batch a client may see: one that clones from or into an account of theirs. Its other targets stay hidden
 * (each read of targets narrows them too); a batch wholly about other accounts is not theirs to know of.
 */
export function visibleCloneBatchCondition(batchIdRef: string, scope: WorkspaceScope): RawBuilder<boolean> {
  if (!scope.clientAccess) return sql<boolean>`true`;
  return sql<boolean>`(exists (select 1 from clone_targets vt where vt.batch_id = ${sql.ref(batchIdRef)}
      and ${visibleExternalAccountCondition('vt.external_ad_account_id', scope)})
    or exists (select 1 from clone_batch_sources vs where vs.batch_id = ${sql.ref(batchIdRef)}
      and ${visibleExternalAccountCondition('vs.source_ad_account_id', scope)}))`;
}
