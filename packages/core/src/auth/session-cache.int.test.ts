import { insertUser } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';
import { issueSession, SESSION_LIFETIME_MS } from './session-service.ts';
import { sessionIdFromToken } from './session-token.ts';

describe('the session cache', () => {
  const database = useTestDatabase();
  const options = { ttlMs: 60_000, maxEntries: 2 };

  async function signedIn(username: string, now = new Date()) {
    return database().db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, { username, email: `${username}@example.com`, first_name: null, last_name: null, password_hash: null, facebook_user_id: null });
      const session = await issueSession(trx, user.id, { ip: '127.0.0.1', userAgent: 'vitest' }, now);
      return { userId: user.id, token: session.token, sessionId: sessionIdFromToken(session.token) };
    });
  }

  it('keeps nothing until it hears session ends, and forgets everything when it stops hearing them', async () => {
    const cache = createSessionCache(database().db, options);
    const { token, sessionId } = await signedIn('cache-deaf');
    expect(await cache.validate(token, new Date())).not.toBeNull();
    expect(cache.holds(sessionId)).toBe(false);
    cache.trust(true);
    await cache.validate(token, new Date());
    expect(cache.holds(sessionId)).toBe(true);
    cache.trust(false);
    expect(cache.holds(sessionId)).toBe(false);
    await cache.validate(token, new Date());
    expect(cache.holds(sessionId)).toBe(false);
  });

  it('does not keep what it read while a session end was announced', async () => {
    const cache = createSessionCache(database().db, options);
    cache.trust(true);
    const { token, sessionId, userId } = await signedIn('cache-race');
    const reading = cache.validate(token, new Date());
    cache.forgetUser(userId);
    expect(await reading).not.toBeNull();
    expect(cache.holds(sessionId)).toBe(false);
  });

  it('asks the database again once the session itself has expired, and the database refuses it', async () => {
    const cache = createSessionCache(database().db, options);
    cache.trust(true);
    const signedInAt = new Date();
    const { token, sessionId } = await signedIn('cache-expiry', signedInAt);
    await cache.validate(token, signedInAt);
    expect(cache.holds(sessionId)).toBe(true);
    expect(await cache.validate(token, new Date(signedInAt.getTime() + SESSION_LIFETIME_MS + 1_000))).toBeNull();
    expect(cache.holds(sessionId)).toBe(false);
  });

  it('holds at most its bound, letting the oldest go first', async () => {
    const cache = createSessionCache(database().db, options);
    cache.trust(true);
    const sessions = [await signedIn('cache-bound-1'), await signedIn('cache-bound-2'), await signedIn('cache-bound-3')];
    for (const { token } of sessions) await cache.validate(token, new Date());
    expect(sessions.map(({ sessionId }) => cache.holds(sessionId))).toEqual([false, true, true]);
  });
});
