import { adAccountIdsByExternalId, type Db, externalIdsOfAdAccounts } from '@adfleet/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * REST names ad accounts by the platform's id (`act_123`), tRPC by AdFleet's. Ids the workspace does not have pass on
 * unchanged, so the procedure refuses them (400) only after it has checked who is asking; anything not a list of
 * strings passes on too, for the procedure's schema to refuse.
 */
export async function toAdFleetAccountIds(db: Db, workspaceId: string, value: unknown): Promise<unknown> {
  // A path's workspace that is no UUID names no workspace: the procedure refuses it (403) without this query failing.
  if (!UUID.test(workspaceId) || !Array.isArray(value) || !value.every((id) => typeof id === 'string')) return value;
  const known = await adAccountIdsByExternalId(db, workspaceId, value);
  return value.map((id) => known.get(id) ?? id);
}

/** AdFleet's ad account ids as the platform's, for an answer (an account gone since is left out). */
export async function toPlatformAccountIds(db: Db, workspaceId: string, adAccountIds: readonly string[]): Promise<string[]> {
  const external = await externalIdsOfAdAccounts(db, workspaceId, adAccountIds);
  return adAccountIds.flatMap((id) => external.get(id) ?? []);
}
