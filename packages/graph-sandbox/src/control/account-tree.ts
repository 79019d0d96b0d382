import { accountNode, adNode, adsetNode, campaignNode, creativeNode, imageNode } from '../graph/graph-nodes.ts';
import type { GraphNode } from '../graph/fields.ts';
import type { World } from '../world/world-types.ts';

const everything = (node: GraphNode | undefined) =>
  node
    ? Object.fromEntries(
        Object.entries(node.fields)
          .filter(([, value]) => value !== undefined && typeof value !== 'function')
          .map(([name, value]) => [name, value]),
      )
    : undefined;

/** An account's objects as one tree, every field in Graph shape, deleted ones included: for tests and debugging. */
export function accountTree(world: World, accountId: string, baseUrl: string, now: Date) {
  const account = world.accounts[accountId];
  if (!account) return undefined;
  const campaigns = Object.values(world.campaigns).filter((campaign) => campaign.accountId === accountId);
  return {
    account: everything(accountNode(world, account, now)),
    campaigns: campaigns.map((campaign) => ({
      ...everything(campaignNode(world, campaign.id)),
      adsets: Object.values(world.adsets)
        .filter((adset) => adset.campaignId === campaign.id)
        .map((adset) => ({
          ...everything(adsetNode(world, adset.id)),
          ads: Object.values(world.ads)
            .filter((ad) => ad.adsetId === adset.id)
            .map((ad) => ({ ...everything(adNode(world, ad.id)), creative: everything(creativeNode(world, ad.creativeId)) })),
        })),
    })),
    creatives: Object.values(world.creatives)
      .filter((creative) => creative.accountId === accountId)
      .map((creative) => everything(creativeNode(world, creative.id))),
    images: Object.values(world.images[accountId] ?? {}).map((image) => everything(imageNode(image, baseUrl))),
  };
}
