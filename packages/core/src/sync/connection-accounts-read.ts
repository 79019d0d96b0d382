import { type AdAccountUpsert, type ConnectionRow, listConnectionAdAccounts } from '@adfleet/db';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { graphReads } from '../graph/index.ts';
import { toTikTokAdAccountUpsert } from '../tiktok/tiktok-advertiser-mapping.ts';
import { readAdvertiserInfo } from '../tiktok/tiktok-api.ts';
import { toAdAccountUpsert } from './graph-mapping.ts';
import type { SyncDeps } from './sync-deps.ts';

/**
 * A connection's ad accounts as its platform lists them now, for the connection sync to store. Meta lists the
 * person's ad accounts; a TikTok grant names its advertisers once and for all (a grant of other advertisers is another
 * connection, ADR 0048), so their details (name, currency, time zone, status) are read again from `advertiser/info/`.
 */
export async function readConnectionAccounts(deps: Pick<SyncDeps, 'db' | 'graph' | 'tiktok'>, connection: ConnectionRow, accessToken: string, signal?: AbortSignal): Promise<AdAccountUpsert[]> {
  const owner = { workspaceId: connection.workspace_id, connectionId: connection.id, platformId: connection.platform_id };
  if (connection.platform_id === TIKTOK_PLATFORM_ID) {
    const known = await listConnectionAdAccounts(deps.db, connection.id);
    const advertisers = await readAdvertiserInfo(deps.tiktok, accessToken, known.map((account) => account.ad_account_id), signal);
    return advertisers.map((advertiser) => toTikTokAdAccountUpsert(advertiser, owner));
  }
  const read = await graphReads(deps.graph).adAccounts(accessToken, signal ? { signal } : {});
  return read.map((account) => toAdAccountUpsert(account, owner));
}
