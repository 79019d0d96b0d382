import type { CallOptions, GraphClient } from '../graph/index.ts';
import { isGraphError } from '../graph/index.ts';
import { accountStatusName } from '../sync/graph-mapping.ts';
import type { ChoiceOption, TargetFacts } from './clone-preflight-verdict.ts';

type Listed = { data?: Array<{ id: string; name?: string }> };

const options = (listed: Listed): ChoiceOption[] => (listed.data ?? []).map((item) => ({ id: item.id, name: item.name ?? item.id }));

/**
 * Everything the preflight needs from Meta about one target, in one batch round trip: the token's permissions, the
 * account's live status and default DSA payor/beneficiary, its pixels, the pages it may promote and its custom
 * audiences (which the clone's job reuses from the batch start instead of asking again). A rejected token is a finding;
 * anything else that stops the read (throttling, an outage) leaves the account unread rather than guessed.
 */
export async function readTargetFacts(graph: GraphClient, act: string, call: CallOptions): Promise<TargetFacts> {
  try {
    const results = await graph.batch(
      [
        { method: 'GET', relativeUrl: 'me/permissions' },
        { method: 'GET', relativeUrl: `${act}?fields=account_status,default_dsa_payor,default_dsa_beneficiary` },
        { method: 'GET', relativeUrl: `${act}/adspixels?fields=id,name&limit=500` },
        { method: 'GET', relativeUrl: `${act}/promote_pages?fields=id,name&limit=500` },
        { method: 'GET', relativeUrl: `${act}/customaudiences?fields=id&limit=500` },
      ],
      call,
    );
    const bodies = results.map((result) => {
      if (!result) throw new Error('A preflight read timed out');
      if (!result.ok) throw result.error;
      return result.body;
    });
    const [permissions, account, pixels, pages, audiences] = bodies as [{ data?: Array<{ permission: string; status: string }> }, { account_status?: number; default_dsa_payor?: string; default_dsa_beneficiary?: string }, Listed, Listed, Listed];
    return {
      kind: 'read',
      grantedPermissions: (permissions.data ?? []).filter((entry) => entry.status === 'granted').map((entry) => entry.permission),
      accountStatus: accountStatusName(Number(account.account_status)),
      pixels: options(pixels),
      pages: options(pages),
      audiences: (audiences.data ?? []).map((item) => item.id),
      dsaDefaults: { payor: account.default_dsa_payor || undefined, beneficiary: account.default_dsa_beneficiary || undefined },
    };
  } catch (error) {
    if (isGraphError(error) && error.kind === 'auth') return { kind: 'tokenRejected' };
    return { kind: 'unread' };
  }
}
