import type { FastifyRequest } from 'fastify';
import { BROWSER_COOKIE, cookieOf } from '../dialog/browser-cookie.ts';
import type { SandboxState } from '../graph/graph-types.ts';
import { browserKeyOf } from '../world/identities.ts';
import type { DemoUser } from '../world/world-types.ts';

/** A live user token: known, neither invalidated nor expired. */
function userOfToken(state: SandboxState, raw: string | undefined): DemoUser | undefined {
  const token = raw ? state.tokens[raw] : undefined;
  if (!token || token.invalidatedWith !== undefined || (token.expiresAt !== 0 && token.expiresAt <= state.now().getTime())) return undefined;
  return state.world.users[token.userId];
}

/** The identities the browser holding the dialog's cookie signed in as, one per persona it picked. */
function identitiesOfBrowser(state: SandboxState, cookie: string | undefined): DemoUser[] {
  const picked = cookie ? state.world.browsers[browserKeyOf(cookie)] : undefined;
  return Object.values(picked ?? {}).flatMap((userId) => state.world.users[userId] ?? []);
}

/**
 * Whether the caller, without the control key, may read an ad account's tree: as a user who sees the account, named by
 * an access token (`access_token`, or `Authorization: Bearer`/`OAuth`, as Graph takes it) or by the dialog's cookie of
 * the browser that signed in as one. The tree holds every object of the account, whoever made it, so it is no wider
 * than what such a user reads through the Graph API anyway; a stranger with neither reads nothing.
 */
export function maySeeAccount(state: SandboxState, request: FastifyRequest, accountId: string): boolean {
  const query = request.query as Record<string, string | undefined>;
  const bearer = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const readers = [userOfToken(state, query.access_token ?? bearer), ...identitiesOfBrowser(state, cookieOf(request, BROWSER_COOKIE))];
  return readers.some((user) => user?.accountIds.includes(accountId));
}
