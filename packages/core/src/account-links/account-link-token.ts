import { generateSessionToken, sessionIdFromToken } from '../auth/session-token.ts';

/** A mailed link's secret: 160 random bits, as a session token is; the link carries it, the database its hash. */
export function newAccountLinkToken(): { token: string; hash: string } {
  const token = generateSessionToken();
  return { token, hash: hashAccountLinkToken(token) };
}

/** SHA-256, hex: a leaked table holds no usable link. */
export function hashAccountLinkToken(token: string): string {
  return sessionIdFromToken(token);
}

/** Counts one action in a fixed window and says how many minutes remain when it goes over `limit`. */
export function minutesLeft(windowStartedAt: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - now.getTime()) / 60_000));
}
