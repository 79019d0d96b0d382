import type { Db } from '@adfleet/db';
import { LRUCache } from 'lru-cache';
import { type ValidSession, validateSessionToken } from './session-service.ts';
import { sessionIdFromToken } from './session-token.ts';

/** How a request's session token becomes a signed-in user: straight from the database, or through a SessionCache. */
export interface SessionValidator {
  validate(token: string, now: Date): Promise<ValidSession | null>;
  /** Drops what this process holds for the user's sessions (after their own mutation, which may have ended one). */
  forgetUser(userId: string): void;
}

export interface SessionCache extends SessionValidator {
  forgetSession(sessionId: string): void;
  /**
   * While the process cannot hear that sessions end elsewhere (its notice connection is down), it keeps nothing and
   * asks the database every time; `trust(true)` starts afresh once it hears again.
   */
  trust(listening: boolean): void;
  holds(sessionId: string): boolean;
}

export interface SessionCacheOptions {
  /** How long a validated session is taken on trust: the most another process's revocation waits if a notice is lost. */
  ttlMs: number;
  /** Bounds memory under many distinct sessions; the least recently used entry goes first. */
  maxEntries: number;
}

/** Five seconds of trust, 20,000 sessions (a few MB). */
export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 5_000, maxEntries: 20_000 };

interface Entry {
  sessionId: string;
  session: ValidSession;
  /** On the caller's clock, which may be the app's frozen one: trust ends by the clock that decides last use too. */
  keptAt: number;
}

/**
 * Validated sessions kept in memory for a few seconds, so a signed-in call costs no query. Whatever ends a session
 * elsewhere reaches `forgetSession`/`forgetUser` through the database's notices (ADR 0043); a validation that was
 * reading while a notice arrived is not kept, since what it read may already be gone. Entries are found by the token
 * the request carries, so a call the cache answers computes no SHA-256 (ADR 0050); the notices name sessions by id and
 * users, so each entry is also indexed by both, the indexes following the entry out whatever lets it go.
 */
export function createSessionCache(db: Db, options: SessionCacheOptions = SESSION_CACHE_DEFAULTS): SessionCache {
  const tokenOf = new Map<string, string>();
  const byUser = new Map<string, Set<string>>();
  // No ttl of lru-cache's own: it reads the machine's clock, while requests carry the app's `now`; an entry trusted past
  // the app's minute would hide the session's last-use write. Expiry is checked on read by the same `now`.
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    dispose: (entry, token) => {
      tokenOf.delete(entry.sessionId);
      const tokens = byUser.get(entry.session.user.id);
      tokens?.delete(token);
      if (tokens?.size === 0) byUser.delete(entry.session.user.id);
    },
  });
  let trusted = false;
  let notices = 0;

  const keep = (token: string, session: ValidSession, now: Date) => {
    const sessionId = sessionIdFromToken(token);
    entries.set(token, { sessionId, session: { ...session, renewed: false }, keptAt: now.getTime() });
    tokenOf.set(sessionId, token);
    const tokens = byUser.get(session.user.id) ?? new Set<string>();
    tokens.add(token);
    byUser.set(session.user.id, tokens);
  };

  return {
    async validate(token, now) {
      const entry = entries.get(token);
      const fresh = entry !== undefined && now.getTime() - entry.keptAt < options.ttlMs && entry.session.expiresAt.getTime() > now.getTime();
      if (entry && trusted && fresh) return { ...entry.session };
      if (entry) entries.delete(token);
      const noticesBefore = notices;
      const session = await validateSessionToken(db, token, now);
      if (session && trusted && notices === noticesBefore) keep(token, session, now);
      return session;
    },
    forgetSession(sessionId) {
      notices += 1;
      const token = tokenOf.get(sessionId);
      if (token !== undefined) entries.delete(token);
    },
    forgetUser(userId) {
      notices += 1;
      for (const token of [...(byUser.get(userId) ?? [])]) entries.delete(token);
    },
    trust(listening) {
      notices += 1;
      trusted = listening;
      entries.clear();
    },
    holds: (sessionId) => tokenOf.has(sessionId),
  };
}
