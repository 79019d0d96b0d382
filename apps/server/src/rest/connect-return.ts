import { returnPathFrom } from '@adfleet/core/return-path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The query parameter with which the web app names the page a connection was started from. */
export const RETURN_PARAM = 'return';

/**
 * The page the flow began on rides in its own cookie beside the OAuth state cookie, for as long: Meta's refusal
 * redirect is not promised to carry `state` back, and the cookie never leaves this site.
 */
function cookieName(secure: boolean): string {
  return secure ? '__Host-adfleet_connect_return' : 'adfleet_connect_return';
}

/** Search parameters a page reads to show why a connection did not happen (codes only, never words). */
export interface ConnectFailure {
  error: string;
  reason: string;
  /** The platform refused, when not Facebook (the notice names it and starts its flow again). */
  platform?: 'tiktok';
  missingScopes?: readonly string[];
}

/** At the start of the flow: remembers the page it began on, or forgets an older one when none fit to return to is named. */
export function rememberConnectReturn(request: FastifyRequest, reply: FastifyReply, options: { secure: boolean; maxAgeSeconds: number }) {
  const origin = returnPathFrom((request.query as Record<string, unknown>)[RETURN_PARAM]);
  const base = { path: '/', sameSite: 'lax' as const, secure: options.secure, httpOnly: true };
  if (origin) reply.setCookie(cookieName(options.secure), origin, { ...base, maxAge: options.maxAgeSeconds });
  else reply.clearCookie(cookieName(options.secure), base);
}

/** At the callback: the page the flow began on, checked again (a cookie is the browser's to change), and forgotten. */
export function takeConnectReturn(request: FastifyRequest, reply: FastifyReply, secure: boolean): string | undefined {
  const origin = returnPathFrom(request.cookies[cookieName(secure)]);
  reply.clearCookie(cookieName(secure), { path: '/', sameSite: 'lax', secure, httpOnly: true });
  return origin;
}

/** The page the flow began on, with the failure's codes added to whatever search it already had. */
export function failureReturnUrl(origin: string, failure: ConnectFailure): string {
  const url = new URL(origin, 'https://adfleet.invalid');
  url.searchParams.set('connect_error', failure.error.slice(0, 64));
  url.searchParams.set('connect_reason', failure.reason.slice(0, 64));
  if (failure.platform) url.searchParams.set('connect_platform', failure.platform);
  if (failure.missingScopes && failure.missingScopes.length > 0) url.searchParams.set('connect_missing', failure.missingScopes.join(','));
  return `${url.pathname}${url.search}${url.hash}`;
}
