import type { Db } from '@adfleet/db';
import { type ValidSession, validateSessionToken } from './session-service.ts';
import { sessionIdFromToken } from './session-token.ts';

/** How a request's session token becomes a signed-in user: straight from the database, or through a SessionCache. */
export interface SessionValidator {
  validate(token: string, now: Date): Promise<ValidSession | null>;
  /** Drops what this process holds for the user's sessions (after their own mutation, which may have ended one). */
  forgetUser(userId: string): void;
}

/** Every call asks the database (procedure tests, and processes that keep nothing). */
export function uncachedSessions(db: Db): SessionValidator {
  return { validate: (token, now) => validateSessionToken(db, token, now), forgetUser: () => undefined };
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
  /** Bounds memory under many distinct sessions; the oldest entry goes first. */
  maxEntries: number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 5_000, maxEntries: 20_000 };

interface Entry {
  sessionId: string;
  session: ValidSession;
  until: number;
}

/**
 * Validated sessions kept in memory for a few seconds, so a signed-in call costs no query. Whatever ends a session
 * elsewhere reaches `forgetSession`/`forgetUser` through the database's notices (ADR 0043); a validation that was
 * reading while a notice arrived is not kept, since what it read may already be gone. Entries are found by the token
 * the request carries, so a call the cache answers computes no SHA-256 (ADR 0050); the session id is kept beside it
 * for the notices, which name sessions by id.
 */
export function createSessionCache(db: Db, options: SessionCacheOptions = SESSION_CACHE_DEFAULTS): SessionCache {
  const entries = new Map<string, Entry>();
  const tokenOf = new Map<string, string>();
  const byUser = new Map<string, Set<string>>();
  let trusted = false;
  let notices = 0;

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    tokenOf.delete(entry.sessionId);
    const tokens = byUser.get(entry.session.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) byUser.delete(entry.session.user.id);
  };
  const keep = (token: string, session: ValidSession, now: number) => {
    drop(token);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    const sessionId = sessionIdFromToken(token);
    entries.set(token, { sessionId, session: { ...session, renewed: false }, until: now + options.ttlMs });
    tokenOf.set(sessionId, token);
    const tokens = byUser.get(session.user.id) ?? new Set<string>();
    tokens.add(token);
    byUser.set(session.user.id, tokens);
  };

  return {
    async validate(token, now) {
      const at = now.getTime();
      const entry = entries.get(token);
      if (entry && trusted && entry.until > at && entry.session.expiresAt.getTime() > at) return { ...entry.session };
      if (entry) drop(token);
      const noticesBefore = notices;
      const session = await validateSessionToken(db, token, now);
      if (session && trusted && notices === noticesBefore) keep(token, session, at);
      return session;
    },
    forgetSession(sessionId) {
      notices += 1;
      const token = tokenOf.get(sessionId);
      if (token !== undefined) drop(token);
    },
    forgetUser(userId) {
      notices += 1;
      for (const token of byUser.get(userId) ?? []) drop(token);
    },
    trust(listening) {
      notices += 1;
      trusted = listening;
      entries.clear();
      tokenOf.clear();
      byUser.clear();
    },
    holds: (sessionId) => tokenOf.has(sessionId),
  };
}
