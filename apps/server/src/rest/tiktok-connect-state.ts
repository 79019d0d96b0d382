import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Long enough to pick advertisers on TikTok's page, short enough that a leaked state is soon worthless. */
export const TIKTOK_STATE_SECONDS = 10 * 60;

function cookieName(secure: boolean): string {
  return secure ? '__Host-adfleet_tiktok_state' : 'adfleet_tiktok_state';
}

const cookieOptions = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure, httpOnly: true });

/** A fresh unguessable state, kept in a short-lived httpOnly cookie so only this browser can bring it back. */
export function issueTikTokState(reply: FastifyReply, secure: boolean): string {
  const state = randomBytes(24).toString('base64url');
  reply.setCookie(cookieName(secure), state, { ...cookieOptions(secure), maxAge: TIKTOK_STATE_SECONDS });
  return state;
}

/**
 * True when the state TikTok sent back is the one this browser was given. The cookie is cleared whatever the
 * answer, so a state is good for one callback only.
 */
export function takeTikTokState(request: FastifyRequest, reply: FastifyReply, secure: boolean, returned: string | undefined): boolean {
  const expected = request.cookies[cookieName(secure)];
  reply.clearCookie(cookieName(secure), cookieOptions(secure));
  if (!expected || !returned) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(returned);
  return a.length === b.length && timingSafeEqual(a, b);
}
