import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Long enough to pick advertisers on TikTok's page, short enough that a leaked state is soon worthless. */
export const TIKTOK_STATE_SECONDS = 10 * 60;

function cookieName(secure: boolean): string {
  return secure ? '__Host-adfleet_tiktok_state' : 'adfleet_tiktok_state';
}

const cookieOptions = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure, httpOnly: true });

/**
 * A fresh unguessable state, kept in a short-lived httpOnly cookie so only this browser can bring it back, together
 * with the workspace the connection is for: the callback stores it there whatever the person has chosen since.
 */
export function issueTikTokState(reply: FastifyReply, secure: boolean, workspaceId: string): string {
  const state = randomBytes(24).toString('base64url');
  reply.setCookie(cookieName(secure), `${state}.${workspaceId}`, { ...cookieOptions(secure), maxAge: TIKTOK_STATE_SECONDS });
  return state;
}

/**
 * The workspace bound to the state when the state TikTok sent back is the one this browser was given, else null. The
 * cookie is cleared whatever the answer, so a state is good for one callback only. The cookie is the browser's to
 * change: the connecting service checks again that the person is a member of the workspace.
 */
export function takeTikTokState(request: FastifyRequest, reply: FastifyReply, secure: boolean, returned: string | undefined): { workspaceId: string } | null {
  const cookie = request.cookies[cookieName(secure)];
  reply.clearCookie(cookieName(secure), cookieOptions(secure));
  const separator = cookie?.indexOf('.') ?? -1;
  if (!cookie || separator < 0 || !returned) return null;
  const a = Buffer.from(cookie.slice(0, separator));
  const b = Buffer.from(returned);
  const workspaceId = cookie.slice(separator + 1);
  return a.length === b.length && timingSafeEqual(a, b) && workspaceId !== '' ? { workspaceId } : null;
}
