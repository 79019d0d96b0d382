const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The two warnings a connection's token gets before it ends, the nearest last: a week before (time to plan a
 * reconnect) and a day before (the last chance before figures stop updating). Meta's login and system-user tokens
 * last about 60 days.
 */
const TOKEN_EXPIRY_WARNINGS = [
  { warning: 'day', before: DAY_MS },
  { warning: 'week', before: 7 * DAY_MS },
] as const;

export type TokenExpiryWarning = (typeof TOKEN_EXPIRY_WARNINGS)[number]['warning'];

/** How far ahead the first warning comes. */
export const TOKEN_EXPIRY_NOTICE_MS = Math.max(...TOKEN_EXPIRY_WARNINGS.map(({ before }) => before));

/** True once a token that expires has ended: the platform refuses it from then on, as it does a revoked one. */
export function tokenExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** The warning due at `now` for a token ending at `expiresAt`: the nearest window it is in; none when it is further off, has ended or never does. */
export function tokenExpiryWarning(expiresAt: Date | null, now: Date): TokenExpiryWarning | null {
  if (expiresAt === null || tokenExpired(expiresAt, now)) return null;
  const left = expiresAt.getTime() - now.getTime();
  return TOKEN_EXPIRY_WARNINGS.find(({ before }) => left <= before)?.warning ?? null;
}
