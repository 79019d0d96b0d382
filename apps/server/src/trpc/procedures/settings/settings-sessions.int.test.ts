import { sessionIdFromToken } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, testDeps, type TestServer } from '@adfleet/test-support/test-server';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('settings: active sessions', () => {
  const database = useTestDatabase();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString, db: database().db });
  });
  afterAll(() => server.close());

  // Procedures run as in the server's own process: its session cache hears their revocations at once.
  const deps = () => ({ ...testDeps(database().db), sessions: server.sessions });

  async function signIn(username: string, userAgent: string, ip: string) {
    const response = await server.app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress: ip });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name.endsWith('adfleet_session'));
    return { token: response.json().token as string, cookie: `${cookie?.name}=${cookie?.value}` };
  }
  const register = (username: string, ip: string) => callerAs(deps(), undefined, ip).auth.register({ username, email: `${username}@example.com`, password: TEST_PASSWORD });
  const meWith = (cookie: string) => server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const sessionIds = (userId: string) => database().db.selectFrom('sessions').select('id').where('user_id', '=', userId).orderBy('id').execute();

  it('lists the caller’s sessions with device, coarse address and times, this one marked, never another user’s', async () => {
    const { user } = await register('sessions-list', '10.40.0.1');
    await register('sessions-stranger', '10.40.0.2');
    await signIn('sessions-stranger', CHROME_LINUX, '10.40.0.2');
    const laptop = await signIn('sessions-list', CHROME_LINUX, '203.0.113.77');
    const phone = await signIn('sessions-list', SAFARI_IPHONE, '198.51.100.9');

    const sessions = await callerAs(deps(), phone.token).settings.sessions();
    expect(sessions).toHaveLength(3);
    expect(sessions.map((session) => session.id).sort()).toEqual((await sessionIds(user.id)).map((row) => row.id));
    expect(sessions.find((session) => session.current)).toMatchObject({ id: sessionIdFromToken(phone.token), browser: 'Safari', os: 'iOS', ip: '198.51.100.0/24' });
    expect(sessions.find((session) => session.id === sessionIdFromToken(laptop.token))).toMatchObject({ browser: 'Chrome', os: 'Linux', ip: '203.0.113.0/24', current: false });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    for (const session of sessions) expect(session.lastUsedAt.getTime()).toBeGreaterThanOrEqual(session.createdAt.getTime());
  });

  it('records last use at most once a minute per session, not on every request', async () => {
    await register('sessions-touch', '10.41.0.1');
    const { token } = await signIn('sessions-touch', CHROME_LINUX, '10.41.0.2');
    const id = sessionIdFromToken(token);
    const lastUsed = async () => (await database().db.selectFrom('sessions').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow()).last_used_at.getTime();
    const signedInAt = await lastUsed();
    let clock = new Date(signedInAt + 30_000);
    const at = () => callerAs({ ...deps(), now: () => clock }, token);
    await at().settings.get();
    expect(await lastUsed()).toBe(signedInAt);
    clock = new Date(signedInAt + 61_000);
    await at().settings.get();
    expect(await lastUsed()).toBe(clock.getTime());
    const listed = (await at().settings.sessions()).find((session) => session.id === id);
    expect(listed?.lastUsedAt.getTime()).toBe(clock.getTime());
  });

  it('signs out one session: its cookie is refused at once, the others keep working, and it is audited', async () => {
    const { user } = await register('sessions-revoke', '10.42.0.1');
    const here = await signIn('sessions-revoke', CHROME_LINUX, '10.42.0.2');
    const there = await signIn('sessions-revoke', SAFARI_IPHONE, '10.42.0.3');
    expect((await meWith(there.cookie)).statusCode).toBe(200);

    await expect(callerAs(deps(), here.token).settings.revokeSession({ id: sessionIdFromToken(there.token) })).resolves.toEqual({ ended: 1 });
    expect((await meWith(there.cookie)).statusCode).toBe(401);
    expect((await meWith(here.cookie)).statusCode).toBe(200);
    const audit = await database().db.selectFrom('audit_log').select('metadata').where('user_id', '=', user.id).where('action', '=', 'session.revoked').execute();
    expect(audit.map((row) => row.metadata)).toEqual([{ which: 'one', endedSessions: 1 }]);
    // Ending it again: it is gone, and the answer says so.
    await expect(callerAs(deps(), here.token).settings.revokeSession({ id: sessionIdFromToken(there.token) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers "not found" for another user’s session id, and that session lives on', async () => {
    await register('sessions-owner', '10.43.0.1');
    const { user: stranger } = await register('sessions-intruder', '10.43.0.2');
    const owner = await signIn('sessions-owner', CHROME_LINUX, '10.43.0.3');
    const intruder = await signIn('sessions-intruder', CHROME_LINUX, '10.43.0.4');
    const before = await database().db.selectFrom('sessions').select(['id', 'user_id']).orderBy('id').execute();

    await expect(callerAs(deps(), intruder.token).settings.revokeSession({ id: sessionIdFromToken(owner.token) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await database().db.selectFrom('sessions').select(['id', 'user_id']).orderBy('id').execute()).toEqual(before);
    expect((await meWith(owner.cookie)).statusCode).toBe(200);
    expect(await database().db.selectFrom('audit_log').select('id').where('user_id', '=', stranger.id).where('action', '=', 'session.revoked').execute()).toEqual([]);
  });

  it('signs out every other session at once, keeping this one and other users’ sessions', async () => {
    const { user } = await register('sessions-others', '10.44.0.1');
    await register('sessions-bystander', '10.44.0.2');
    const bystander = await signIn('sessions-bystander', CHROME_LINUX, '10.44.0.3');
    const here = await signIn('sessions-others', CHROME_LINUX, '10.44.0.4');
    const there = await signIn('sessions-others', SAFARI_IPHONE, '10.44.0.5');

    await expect(callerAs(deps(), here.token).settings.revokeOtherSessions()).resolves.toEqual({ ended: 2 });
    expect(await sessionIds(user.id)).toEqual([{ id: sessionIdFromToken(here.token) }]);
    expect((await meWith(there.cookie)).statusCode).toBe(401);
    expect((await meWith(here.cookie)).statusCode).toBe(200);
    expect((await meWith(bystander.cookie)).statusCode).toBe(200);
  });
});
