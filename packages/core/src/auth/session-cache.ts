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
  session: ValidSession;
  until: number;
}

/**
 * Validated sessions kept in memory for a few seconds, so a signed-in call costs no query. Whatever ends a session
 * elsewhere reaches `forgetSession`/`forgetUser` through the database's notices (ADR 0043); a validation that was
 * reading while a notice arrived is not kept, since what it read may already be gone.
 */
export function createSessionCache(db: Db, options: SessionCacheOptions = SESSION_CACHE_DEFAULTS): SessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let trusted = false;
  let notices = 0;

  const drop = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const ids = byUser.get(entry.session.user.id);
    ids?.delete(sessionId);
    if (ids?.size === 0) byUser.delete(entry.session.user.id);
  };
  const keep = (sessionId: string, session: ValidSession, now: number) => {
    drop(sessionId);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    entries.set(sessionId, { session: { ...session, renewed: false }, until: now + options.ttlMs });
    const ids = byUser.get(session.user.id) ?? new Set<string>();
    ids.add(sessionId);
    byUser.set(session.user.id, ids);
  };

  return {
    async validate(token, now) {
      const sessionId = sessionIdFromToken(token);
      const at = now.getTime();
      const entry = entries.get(sessionId);
      if (entry && trusted && entry.until > at && entry.session.expiresAt.getTime() > at) return { ...entry.session };
      if (entry) drop(sessionId);
      const noticesBefore = notices;
      const session = await validateSessionToken(db, token, now);
      if (session && trusted && notices === noticesBefore) keep(sessionId, session, at);
      return session;
    },
    forgetSession(sessionId) {
      notices += 1;
      drop(sessionId);
    },
    forgetUser(userId) {
      notices += 1;
      for (const sessionId of byUser.get(userId) ?? []) drop(sessionId);
    },
    trust(listening) {
      notices += 1;
      trusted = listening;
      entries.clear();
      byUser.clear();
    },
    holds: (sessionId) => entries.has(sessionId),
  };
}
