import { errors } from '../errors/graph-errors.ts';
import type { DemoUser, World } from '../world/world-types.ts';
import type { HttpMethod, ResolvedNode } from './graph-types.ts';

/**
 * Finds the node a path starts with, as the user may see it. Objects the user cannot reach get the same
 * "does not exist, cannot be loaded due to missing permissions" error as missing ones (100/33), as on Meta.
 */
export function resolveNode(world: World, user: DemoUser, method: HttpMethod, segment: string): ResolvedNode {
  const can = (accountId: string) => user.accountIds.includes(accountId);
  const denied = () => errors.noObject(method, segment);
  if (segment === 'me' || segment === user.id) return { kind: 'user', id: user.id };
  const accountMatch = /^act_(\d+)$/.exec(segment);
  if (accountMatch) {
    const id = accountMatch[1] ?? '';
    if (!world.accounts[id] || !can(id)) throw denied();
    return { kind: 'adaccount', id, accountId: id };
  }
  const owned = (
    [
      ['campaign', world.campaigns],
      ['adset', world.adsets],
      ['ad', world.ads],
      ['adcreative', world.creatives],
      ['report_run', world.reportRuns],
      ['async_request_set', world.asyncRequestSets],
    ] as const
  ).find(([, records]) => records[segment] !== undefined);
  if (owned) {
    const accountId = owned[1][segment]?.accountId ?? '';
    if (!can(accountId)) throw denied();
    return { kind: owned[0], id: segment, accountId };
  }
  const page = world.pages[segment];
  if (page) {
    if (!page.accountIds.some(can)) throw denied();
    return { kind: 'page', id: segment };
  }
  const pixel = world.pixels[segment] ?? world.audiences[segment];
  if (pixel) {
    if (![pixel.ownerAccountId, ...pixel.sharedAccountIds].some(can)) throw denied();
    return { kind: world.pixels[segment] ? 'pixel' : 'customaudience', id: segment };
  }
  if (world.businesses[segment]) {
    if (!Object.values(world.accounts).some((account) => account.businessId === segment && can(account.id))) throw denied();
    return { kind: 'business', id: segment };
  }
  throw denied();
}
