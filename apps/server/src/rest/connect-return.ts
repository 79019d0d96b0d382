import { callerScopeOf, isAppError, type ValidSession } from '@adfleet/core';
import { returnPathFrom } from '@adfleet/core/return-path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The query parameter with which the web app names the page a connection was started from. */
export const RETURN_PARAM = 'return';

/** The query parameter with which the web app names the workspace the connection is for (its current one without). */
const WORKSPACE_PARAM = 'workspace';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * At the start of a flow begun signed in: the workspace the person chose for the new connection (ADR 0055), the one
 * the page names or else their current one; null when they belong to none or name one they are not in.
 */
export function connectWorkspaceOf(request: FastifyRequest, session: Pick<ValidSession, 'user' | 'memberships' | 'currentWorkspaceId'>): string | null {
  const named = (request.query as Record<string, unknown>)[WORKSPACE_PARAM];
  try {
    return callerScopeOf(session, typeof named === 'string' && named !== '' ? named : undefined).workspaceId;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/** The workspace chosen at the start rides, like the page, beside the OAuth state cookie for as long. */
function workspaceCookieName(secure: boolean): string {
  return secure ? '__Host-adfleet_connect_workspace' : 'adfleet_connect_workspace';
}

/** At the start of the flow: remembers the workspace chosen, or forgets an older one (a flow begun signed out has none). */
export function rememberConnectWorkspace(reply: FastifyReply, workspaceId: string | null, options: { secure: boolean; maxAgeSeconds: number }) {
  const base = { path: '/', sameSite: 'lax' as const, secure: options.secure, httpOnly: true };
  if (workspaceId) reply.setCookie(workspaceCookieName(options.secure), workspaceId, { ...base, maxAge: options.maxAgeSeconds });
  else reply.clearCookie(workspaceCookieName(options.secure), base);
}

/**
 * At the callback: the workspace chosen when the flow began, and forgotten. A cookie is the browser's to change, so the
 * connecting service checks again that the person is a member of it.
 */
export function takeConnectWorkspace(request: FastifyRequest, reply: FastifyReply, secure: boolean): string | null {
  const workspaceId = request.cookies[workspaceCookieName(secure)];
  reply.clearCookie(workspaceCookieName(secure), { path: '/', sameSite: 'lax', secure, httpOnly: true });
  return workspaceId && UUID.test(workspaceId) ? workspaceId : null;
}
