import { errors } from '../errors/graph-errors.ts';
import {
  accountNode,
  adNode,
  adsetNode,
  audienceNode,
  businessNode,
  campaignNode,
  creativeNode,
  imageNode,
  pageNode,
  pixelNode,
} from '../graph/graph-nodes.ts';
import type { GraphNode } from '../graph/fields.ts';
import type { CallContext, NodeKind, RouteDef } from '../graph/graph-types.ts';
import { optionalList } from '../graph/params.ts';
import type { World } from '../world/world-types.ts';
import { listEdge, newestFirst, renderNode } from './edge-list.ts';

function userNode(ctx: CallContext): GraphNode {
  const { user, token } = ctx;
  return {
    type: 'User',
    defaults: ['name', 'id'],
    fields: {
      id: user.id,
      name: user.name,
      first_name: user.firstName,
      last_name: user.lastName,
      // Like Meta, email is only visible with the email permission.
      email: token.scopes.includes('email') ? user.email : undefined,
    },
  };
}

function accountsOf(ctx: CallContext) {
  return ctx.user.accountIds.map((id) => ctx.world.accounts[id]).filter((account) => account !== undefined);
}

/** Ad objects under a node, as nodes: e.g. ads of a campaign, ad sets of an account. */
function childNodes(world: World, kind: 'campaigns' | 'adsets' | 'ads' | 'adcreatives', parent: { kind: NodeKind; id: string }): GraphNode[] {
  const under = (item: { accountId: string; campaignId?: string; adsetId?: string; id: string }) =>
    parent.kind === 'adaccount'
      ? item.accountId === parent.id
      : parent.kind === 'campaign'
        ? item.campaignId === parent.id
        : parent.kind === 'adset'
          ? item.adsetId === parent.id
          : false;
  switch (kind) {
    case 'campaigns':
      return newestFirst(Object.values(world.campaigns).filter(under)).flatMap((item) => campaignNode(world, item.id) ?? []);
    case 'adsets':
      return newestFirst(Object.values(world.adsets).filter(under)).flatMap((item) => adsetNode(world, item.id) ?? []);
    case 'ads':
      return newestFirst(Object.values(world.ads).filter(under)).flatMap((item) => adNode(world, item.id) ?? []);
    default: {
      const creativeIds = parent.kind === 'ad' ? [world.ads[parent.id]?.creativeId] : undefined;
      const creatives = Object.values(world.creatives).filter((item) => (creativeIds ? creativeIds.includes(item.id) : item.accountId === parent.id));
      return newestFirst(creatives).flatMap((item) => creativeNode(world, item.id) ?? []);
    }
  }
}

const usableBy = (accountId: string) => (item: { ownerAccountId: string; sharedAccountIds: string[] }) =>
  item.ownerAccountId === accountId || item.sharedAccountIds.includes(accountId);

const get = (kinds: NodeKind[], edge: string, handler: RouteDef['handler']): RouteDef => ({ method: 'GET', kinds, edge, handler });

export const readRoutes: RouteDef[] = [
  get(['user'], '', (ctx) => renderNode(ctx, userNode(ctx))),
  get(['user'], 'permissions', (ctx) => ({
    data: [
      ...ctx.token.scopes.map((permission) => ({ permission, status: 'granted' })),
      ...ctx.token.declined.map((permission) => ({ permission, status: 'declined' })),
    ],
  })),
  get(['user'], 'adaccounts', (ctx) => listEdge(ctx, accountsOf(ctx).map((account) => accountNode(ctx.world, account, ctx.now, ctx.user)), { filter: false })),
  get(['user'], 'businesses', (ctx) => {
    const ids = [...new Set(accountsOf(ctx).map((account) => account.businessId))];
    return listEdge(ctx, ids.flatMap((id) => businessNode(ctx.world, id) ?? []), { filter: false });
  }),
  get(['business'], 'owned_ad_accounts', (ctx) => {
    if (!ctx.token.scopes.includes('business_management')) throw errors.permission('Requires business_management permission to manage the object');
    const owned = accountsOf(ctx).filter((account) => account.businessId === ctx.node.id);
    return listEdge(ctx, owned.map((account) => accountNode(ctx.world, account, ctx.now, ctx.user)), { filter: false });
  }),
  get(['business'], 'client_ad_accounts', (ctx) => {
    if (!ctx.token.scopes.includes('business_management')) throw errors.permission('Requires business_management permission to manage the object');
    return { data: [] };
  }),
  get(['adaccount'], '', (ctx) => renderNode(ctx, accountNode(ctx.world, ctx.world.accounts[ctx.node.id]!, ctx.now, ctx.user))),
  get(['adaccount'], 'campaigns', (ctx) => listEdge(ctx, childNodes(ctx.world, 'campaigns', ctx.node))),
  get(['adaccount', 'campaign'], 'adsets', (ctx) => listEdge(ctx, childNodes(ctx.world, 'adsets', ctx.node))),
  get(['adaccount', 'campaign', 'adset'], 'ads', (ctx) => listEdge(ctx, childNodes(ctx.world, 'ads', ctx.node))),
  get(['adaccount', 'ad'], 'adcreatives', (ctx) => listEdge(ctx, childNodes(ctx.world, 'adcreatives', ctx.node), { filter: false })),
  get(['adaccount'], 'adimages', (ctx) => {
    const hashes = optionalList(ctx.params, 'hashes');
    const images = Object.values(ctx.world.images[ctx.node.id] ?? {}).filter((image) => !hashes || hashes.includes(image.hash));
    return listEdge(ctx, newestFirst(images.map((image) => ({ ...image, id: image.hash }))).map((image) => imageNode(image, ctx.baseUrl)), { filter: false });
  }),
  get(['adaccount'], 'adspixels', (ctx) =>
    listEdge(ctx, Object.values(ctx.world.pixels).filter(usableBy(ctx.node.id)).flatMap((pixel) => pixelNode(ctx.world, pixel.id) ?? []), { filter: false }),
  ),
  get(['adaccount'], 'customaudiences', (ctx) =>
    listEdge(ctx, Object.values(ctx.world.audiences).filter(usableBy(ctx.node.id)).flatMap((audience) => audienceNode(ctx.world, audience.id) ?? []), { filter: false }),
  ),
  get(['adaccount'], 'promote_pages', (ctx) =>
    listEdge(ctx, Object.values(ctx.world.pages).filter((page) => page.accountIds.includes(ctx.node.id)).flatMap((page) => pageNode(ctx.world, page.id) ?? []), { filter: false }),
  ),
  get(['campaign', 'adset', 'ad', 'adcreative', 'page', 'pixel', 'customaudience', 'business'], '', (ctx) => {
    const byKind: Record<string, (world: World, id: string) => GraphNode | undefined> = {
      campaign: campaignNode,
      adset: adsetNode,
      ad: adNode,
      adcreative: creativeNode,
      page: pageNode,
      pixel: pixelNode,
      customaudience: audienceNode,
      business: businessNode,
    };
    const node = byKind[ctx.node.kind]?.(ctx.world, ctx.node.id);
    if (!node) throw errors.noObject('GET', ctx.node.id);
    return renderNode(ctx, node);
  }),
];
