import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, testDeps, type TestServer } from '@adfleet/test-support/test-server';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('settings: profile, preferences and password', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let ipCount = 0;

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString, db: database().db, sleep: async () => undefined });
  });
  afterAll(() => server.close());

  // Procedures run as in the server's own process: its session cache hears their revocations at once.
  const deps = () => ({ ...testDeps(database().db), sessions: server.sessions, sleep: async () => undefined });
  const nextIp = () => `10.30.0.${(ipCount += 1)}`;

  /** Signs in over HTTP as a browser does; returns its bearer token and session cookie. */
  async function signIn(username: string, password = TEST_PASSWORD, userAgent = CHROME_LINUX) {
    const response = await server.app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers: { 'user-agent': userAgent }, remoteAddress: nextIp() });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name.endsWith('adfleet_session'));
    return { token: response.json().token as string, cookie: `${cookie?.name}=${cookie?.value}` };
  }

  async function register(username: string) {
    const { token, user } = await callerAs(deps(), undefined, nextIp()).auth.register({ username, email: `${username}@example.com`, password: TEST_PASSWORD, firstName: 'First', lastName: 'Last' });
    return { token, id: user.id };
  }

  const meWith = (cookie: string) => server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const userRow = (id: string) => database().db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: string, action: string) => database().db.selectFrom('audit_log').selectAll().where('user_id', '=', id).where('action', '=', action).execute();

  it('reads and updates the profile with an audit row naming what changed, leaving another user untouched', async () => {
    const owner = await register('profile-owner');
    const other = await register('profile-other');
    const otherBefore = await userRow(other.id);
    const caller = callerAs(deps(), owner.token);
    expect(await caller.settings.get()).toEqual({ username: 'profile-owner', email: 'profile-owner@example.com', firstName: 'First', lastName: 'Last', hasPassword: true, language: null, theme: null });

    const updated = await caller.settings.updateProfile({ email: ' Renamed@Example.com ', firstName: 'Ana', lastName: 'First' });
    expect(updated).toMatchObject({ email: 'Renamed@Example.com', firstName: 'Ana', lastName: 'First' });
    expect(await caller.settings.get()).toMatchObject({ email: 'Renamed@Example.com', firstName: 'Ana' });
    const [audit] = await auditOf(owner.id, 'user.profile_updated');
    expect(audit?.metadata).toEqual({ changed: ['email', 'firstName', 'lastName'] });
    expect(await userRow(other.id)).toEqual(otherBefore);
  });

  it('refuses an e-mail another user has (in any case) with a field error, and changes nothing', async () => {
    const owner = await register('taken-owner');
    await register('taken-other');
    const before = await userRow(owner.id);
    const attempt = callerAs(deps(), owner.token).settings.updateProfile({ email: 'TAKEN-OTHER@example.com', firstName: 'Changed' });
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', cause: { fieldErrors: { email: [{ code: 'emailTaken' }] } } });
    expect(await userRow(owner.id)).toEqual(before);
    expect(await auditOf(owner.id, 'user.profile_updated')).toEqual([]);
    // Keeping one's own address (in another case) is no conflict.
    await expect(callerAs(deps(), owner.token).settings.updateProfile({ email: 'Taken-Owner@example.com' })).resolves.toMatchObject({ email: 'Taken-Owner@example.com' });
  });

  it('refuses an e-mail registration would refuse, naming the field', async () => {
    const owner = await register('bad-email');
    await expect(callerAs(deps(), owner.token).settings.updateProfile({ email: 'not-an-address' })).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { issues: [{ path: ['email'] }] } });
    expect((await userRow(owner.id)).email).toBe('bad-email@example.com');
  });

  it('stores language and theme on the user, so a new sign-in elsewhere reads them back', async () => {
    const owner = await register('prefs-owner');
    const other = await register('prefs-other');
    await callerAs(deps(), owner.token).settings.updatePreferences({ language: 'es' });
    await callerAs(deps(), owner.token).settings.updatePreferences({ theme: 'dark' });
    const elsewhere = await signIn('prefs-owner', TEST_PASSWORD, FIREFOX_WINDOWS);
    expect(await callerAs(deps(), elsewhere.token).settings.get()).toMatchObject({ language: 'es', theme: 'dark' });
    expect(await callerAs(deps(), other.token).settings.get()).toMatchObject({ language: null, theme: null });
    await expect(callerAs(deps(), owner.token).settings.updatePreferences({})).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(callerAs(deps(), owner.token).settings.updatePreferences({ language: 'fr' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await userRow(owner.id)).toMatchObject({ language: 'es', theme: 'dark' });
  });

  it('changes the password and ends every other session: their cookies are refused, this one still works', async () => {
    const owner = await register('pw-owner');
    const other = await register('pw-other');
    const here = await signIn('pw-owner');
    const there = await signIn('pw-owner', TEST_PASSWORD, FIREFOX_WINDOWS);
    const otherBrowser = await signIn('pw-other');
    expect((await meWith(there.cookie)).statusCode).toBe(200);

    const result = await callerAs(deps(), here.token).settings.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'a-new-fleet-secret-77', confirmPassword: 'a-new-fleet-secret-77' });
    // The registration session and the other browser's.
    expect(result).toEqual({ endedSessions: 2 });
    expect((await meWith(there.cookie)).statusCode).toBe(401);
    await expect(callerAs(deps(), owner.token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await meWith(here.cookie)).statusCode).toBe(200);
    // Another user's sessions are not the owner's to end.
    expect((await meWith(otherBrowser.cookie)).statusCode).toBe(200);
    await expect(callerAs(deps(), other.token).auth.me()).resolves.toMatchObject({ username: 'pw-other' });

    await signIn('pw-owner', 'a-new-fleet-secret-77');
    const oldPassword = await server.app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'pw-owner', password: TEST_PASSWORD }, remoteAddress: nextIp() });
    expect(oldPassword.statusCode).toBe(401);
    const [audit] = await auditOf(owner.id, 'user.password_changed');
    expect(audit?.metadata).toEqual({ endedSessions: 2 });
    expect(JSON.stringify(audit)).not.toContain('a-new-fleet-secret-77');
  });

  it('refuses a wrong current password as a field error, ends no session, and rate-limits guesses like sign-in', async () => {
    await register('pw-guess');
    const here = await signIn('pw-guess');
    const there = await signIn('pw-guess', TEST_PASSWORD, FIREFOX_WINDOWS);
    const before = await database().db.selectFrom('users').select('password_hash').where('username', '=', 'pw-guess').executeTakeFirstOrThrow();
    const guess = (currentPassword: string) =>
      callerAs(deps(), here.token, '10.31.0.1').settings.changePassword({ currentPassword, newPassword: 'another-fleet-secret-1', confirmPassword: 'another-fleet-secret-1' });

    await expect(guess('wrong-guess-0')).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { fieldErrors: { currentPassword: [{ code: 'currentPasswordWrong' }] } } });
    for (let attempt = 1; attempt < 5; attempt += 1) await expect(guess(`wrong-guess-${attempt}`)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // The sixth try from this address is refused before the password is even checked, the right one included.
    await expect(guess(TEST_PASSWORD)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await database().db.selectFrom('users').select('password_hash').where('username', '=', 'pw-guess').executeTakeFirstOrThrow()).toEqual(before);
    expect((await meWith(there.cookie)).statusCode).toBe(200);
  });

  it('refuses a new password registration would refuse, or one the confirmation does not match', async () => {
    const owner = await register('pw-rules');
    const change = (newPassword: string, confirmPassword = newPassword) => callerAs(deps(), owner.token).settings.changePassword({ currentPassword: TEST_PASSWORD, newPassword, confirmPassword });
    await expect(change('short')).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { issues: [{ path: ['newPassword'] }] } });
    await expect(change('password123')).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { fieldErrors: { newPassword: [{ code: 'passwordTooCommon' }] } } });
    // Scored against the person's own words: their e-mail address, or their username with a year.
    for (const own of ['pw-rules@example.com', 'Pw-Rules2026!']) {
      await expect(change(own)).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { fieldErrors: { newPassword: [{ code: 'passwordHasPersonalInfo' }] } } });
    }
    await expect(change('fleet-secret-one-1', 'fleet-secret-two-2')).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { issues: [{ path: ['confirmPassword'], message: 'passwordsDiffer' }] } });
    await expect(callerAs(deps(), owner.token).auth.me()).resolves.toMatchObject({ username: 'pw-rules' });
  });
});
