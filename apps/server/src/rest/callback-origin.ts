import type { FastifyReply, FastifyRequest } from 'fastify';

const MOVED_PARAM = 'moved';

/**
 * An OAuth flow's state cookie is set on the host that starts it and read on the callback's: begun on another name of
 * the same server (127.0.0.1 for localhost), the flow would come back to a host without it and fail as expired. So a
 * start reached through another origin first moves to the callback's (PUBLIC_URL's unless a redirect URI says
 * otherwise). Moved once at most: behind a proxy that rewrites Host or terminates TLS without TRUST_PROXY, the request
 * never looks like the callback's origin, and a second move would loop forever. Answers the redirect, or null to go on.
 */
export function moveToCallbackOrigin(request: FastifyRequest, reply: FastifyReply, callbackUri: string, platform: string): FastifyReply | null {
  const callbackOrigin = new URL(callbackUri).origin;
  if (`${request.protocol}://${request.host}` === callbackOrigin) return null;
  const url = new URL(request.url, callbackOrigin);
  if (!url.searchParams.has(MOVED_PARAM)) {
    url.searchParams.set(MOVED_PARAM, '1');
    return reply.redirect(url.href);
  }
  request.log.warn({ host: request.host, callbackOrigin, platform }, 'connect reached through a host other than the callback’s; set TRUST_PROXY behind a proxy');
  return null;
}
