import type {} from '@fastify/cookie';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The XSRF cookie the web app echoes in the X-XSRF-TOKEN header on cookie-authenticated mutations. */
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';

/** Over https the session cookie takes the `__Host-` prefix: Secure, host-only, Path=/, so no subdomain can set it. */
function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-adfleet_session' : 'adfleet_session';
}

/** The device cookie (ADR 0013): proof that this browser signed in before, so strangers' failures never slow it. */
function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-adfleet_device' : 'adfleet_device';
}

/** Long enough to outlast holidays; every sign-in replaces it with a fresh one. */
const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** What procedures may do with cookies, without knowing about Fastify. */
export interface SessionCookieJar {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
  setDevice(value: string, now: Date): void;
}

export function sessionCookieJar(reply: FastifyReply, secure: boolean): SessionCookieJar {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  return {
    setSession(token, expiresAt) {
      reply.setCookie(sessionCookieName(secure), token, { ...base, httpOnly: true, expires: expiresAt });
      // Readable by the page on purpose (double-submit): a cross-site form cannot read it to forge the header.
      reply.setCookie(XSRF_COOKIE, randomBytes(18).toString('base64url'), { ...base, httpOnly: false, expires: expiresAt });
    },
    clearSession() {
      reply.clearCookie(sessionCookieName(secure), base);
      reply.clearCookie(XSRF_COOKIE, base);
    },
    // Kept at sign-out on purpose: it says the browser was trusted, not that anyone is signed in.
    setDevice(value, now) {
      reply.setCookie(deviceCookieName(secure), value, { ...base, sameSite: 'strict', httpOnly: true, expires: new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_MS) });
    },
  };
}

export interface RequestCredentials {
  token: string;
  via: 'bearer' | 'cookie';
}

/** A bearer token wins over the cookie: the web app sends it explicitly, the cookie comes along by itself. */
export function credentialsOf(request: FastifyRequest, secure: boolean): RequestCredentials | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = sessionCookieOf(request, secure);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The session cookie's token, not yet validated, whether or not a bearer header came along. */
export function sessionCookieOf(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[sessionCookieName(secure)] || undefined;
}

export function deviceCookieOf(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[deviceCookieName(secure)];
}

export interface CsrfPair {
  cookie: string | undefined;
  header: string | undefined;
}

export function csrfPairOf(request: FastifyRequest): CsrfPair {
  const header = request.headers[XSRF_HEADER];
  return { cookie: request.cookies[XSRF_COOKIE], header: typeof header === 'string' ? header : undefined };
}

/** Double submit: the header a page script copied from the XSRF cookie must match that cookie. */
export function csrfMatches({ cookie, header }: CsrfPair): boolean {
  if (!cookie || !header || cookie.length !== header.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}
