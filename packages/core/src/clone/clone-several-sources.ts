import { type AdAccountRow, type Db, findConnectionById, type WorkspaceScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import { findSourceCampaign, sourceReadError } from './clone-source-campaign.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';
import { readCloneSource } from './clone-source-reader.ts';

export interface SeveralSource {
  campaign: Awaited<ReturnType<typeof findSourceCampaign>>;
  account: AdAccountRow;
  snapshot: CloneSnapshot;
}

/**
 * Each campaign of a several-campaign request, found among the workspace's (an unknown or foreign one refuses the
 * whole request before anything is read from Meta), then every tree read at once, each with its own account's token.
 */
export async function readSeveralSources(
  deps: Pick<CloneDeps, 'db' | 'graph' | 'cipher'>,
  scope: WorkspaceScope,
  campaignIds: readonly string[],
  accounts: ReadonlyMap<string, AdAccountRow>,
  read: (key: string, load: () => Promise<CloneSnapshot>) => Promise<CloneSnapshot> = (_key, load) => load(),
): Promise<SeveralSource[]> {
  const named = await Promise.all(campaignIds.map((id) => findSourceCampaign(deps.db, scope, id)));
  // One campaign named twice (by AdFleet id and by Meta's) is cloned once.
  const campaigns = [...new Map(named.map((campaign) => [campaign.id, campaign])).values()];
  const byId = new Map([...accounts.values()].map((account) => [account.id, account]));
  const found = await Promise.all(campaigns.map(async (campaign) => ({ campaign, ...(await sourceAccess(deps.db, byId.get(campaign.account_id))) })));
  return Promise.all(
    found.map(async ({ campaign, account, connection }) => {
      const load = () =>
        readCloneSource(deps.graph, { campaignId: campaign.external_id, adAccountId: account.ad_account_id, currency: account.currency }, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: account.ad_account_id });
      const snapshot = await read(`${connection.id}:${campaign.external_id}`, load).catch((error: unknown) => {
        throw sourceReadError(error);
      });
      return { campaign, account, snapshot };
    }),
  );
}

async function sourceAccess(db: Db, account: AdAccountRow | undefined) {
  const connection = account ? await findConnectionById(db, account.connection_id) : undefined;
  if (!account || !connection || connection.status !== 'active') throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneSourceConnectionInvalid'));
  return { account, connection };
}
