import { createSessionCache, SESSION_CACHE_DEFAULTS, type SessionCache, type SessionCacheOptions } from '@adfleet/core';
import { type Db, listenForSessionEnds } from '@adfleet/db';

export interface RunningSessionCache {
  sessions: SessionCache;
  stop(): Promise<void>;
}

/**
 * The process's cache of validated sessions, kept true by the database's session-end notices: a revocation on any
 * server process (or the worker, deleting an account) reaches this one at commit (ADR 0043).
 */
export async function startSessionCache(db: Db, connectionString: string, options: SessionCacheOptions = SESSION_CACHE_DEFAULTS): Promise<RunningSessionCache> {
  const sessions = createSessionCache(db, options);
  const listener = await listenForSessionEnds(connectionString, {
    onEnd: (end) => (end.kind === 'session' ? sessions.forgetSession(end.sessionId) : sessions.forgetUser(end.userId)),
    onListening: (listening) => sessions.trust(listening),
  });
  return { sessions, stop: () => listener.stop() };
}
