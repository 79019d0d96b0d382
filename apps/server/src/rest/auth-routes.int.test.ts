import { Writable } from 'node:stream';
import { LOGIN_LIMITS } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger.ts';
import { startTestServer, type TestServer, testConfig } from '@adfleet/test-support/test-server';

let sequence = 0;
function newUser(overrides: Record<string, string> = {}) {
  sequence += 1;
  return { firstName: 'Ana', lastName: 'García', username: `ana${sequence}`, email: `ana${sequence}@example.com`, password: 'correct horse 1', ...overrides };
}

type Person = ReturnType<typeof newUser>;

function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

describe('auth over REST', () => {
  const database = useTestDatabase();
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) });
    server = await startTestServer({ connectionString: database().connectionString, logger: { ...(loggerOptions('debug') as object), stream } });
  });
  afterAll(() => server.close());

  const inject = (options: InjectOptions) => server.app.server.inject(options);
  const register = (body: object, remoteAddress = `10.9.${sequence % 250}.${Math.floor(sequence / 250) + 1}`) => inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress });
  const login = (username: string, password: string, remoteAddress = '10.0.0.2') =>
    inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
  const me = (headers: Record<string, string> = {}) => inject({ method: 'GET', url: '/api/auth/me', headers });
  const auditRows = (userId: string) =>
    database().db.selectFrom('audit_log').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  describe('POST /api/auth/register', () => {
    it('creates the user, answers 201 with a token and the user, and sets the session and XSRF cookies', async () => {
      const body = newUser();
      const response = await register(body);
      expect(response.statusCode).toBe(201);
      const { token, user } = response.json();
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      expect(user).toEqual({ id: expect.any(String), username: body.username, firstName: 'Ana', lastName: 'García', email: body.email });
      const session = response.cookies.find((cookie) => cookie.name === 'adfleet_session');
      expect(session).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
      expect((await auditRows(user.id)).map((row) => row.action)).toEqual(['user.registered']);
    });

    it('stores only a hash of the password and of the session token', async () => {
      const body = newUser();
      const { token, user } = (await register(body)).json();
      const row = await database().db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=9216,t=4,p=1\$/);
      const sessions = await database().db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.id).not.toBe(token);
    });

    it('answers 409 when the username or the email exists, ignoring case, and creates nothing', async () => {
      const body = newUser();
      await register(body);
      const sameName = await register({ ...newUser(), username: body.username.toUpperCase() });
      const sameEmail = await register({ ...newUser(), email: body.email.toUpperCase() });
      for (const response of [sameName, sameEmail]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ error: 'CONFLICT', message: 'Username or email already exists.' });
      }
      const { count } = await database().db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('count')).where(sql`lower(username)`, '=', body.username).executeTakeFirstOrThrow();
      expect(Number(count)).toBe(1);
    });

    it.each([
      ['username', { username: 'ab' }, 'Username is too short (at least 3 characters).'],
      ['username', { username: 'has space' }, 'Username may contain only letters, numbers, dots, hyphens and underscores.'],
      ['username', { username: 'x'.repeat(51) }, 'Username is too long (50 characters at most).'],
      ['email', { email: 'not-an-address' }, 'Email must be a valid email address.'],
      ['password', { password: 'short' }, 'Password is too short (at least 8 characters).'],
      ['password', { password: 'x'.repeat(129) }, 'Password is too long (128 characters at most).'],
      ['firstName', { firstName: 'x'.repeat(101) }, 'First name is too long (100 characters at most).'],
    ])('answers 400 naming %s for %j, and creates no user', async (field, override, message) => {
      const body = { ...newUser(), ...override };
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', message, fieldErrors: { [field]: [message] } });
      const created = await database().db.selectFrom('users').select('id').where('email', '=', body.email).execute();
      expect(created).toEqual([]);
    });

    it.each([
      ['the username', (user: Person) => user.username],
      ['the username and a 1', (user: Person) => `${user.username}1`],
      ['the e-mail address', (user: Person) => user.email],
      ['eight spaces', () => ' '.repeat(8)],
      ['one letter eight times', () => 'aaaaaaaa'],
      ['the first eight letters', () => 'abcdefgh'],
      ['a common password in disguise', () => 'Passw0rd!'],
      ['a season and a year', () => 'Summer2024!'],
      ['the product and a year', () => 'AdFleet2026!'],
    ])('answers 400 naming the password for %s, and creates no user', async (_, passwordOf) => {
      const base = newUser();
      const user = { ...base, username: `${base.username}.garcia`, email: `${base.username}.garcia@example.com` };
      const response = await register({ ...user, password: passwordOf(user) });
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ error: 'VALIDATION_FAILED', fieldErrors: { password: [answer.message] } });
      const created = await database().db.selectFrom('users').select('id').where('email', '=', user.email).execute();
      expect(created).toEqual([]);
    });

    it('says why a password is easy to guess, in the language asked for', async () => {
      const user = newUser();
      const english = (await register({ ...user, password: user.email })).json();
      expect(english.fieldErrors).toEqual({ password: ['This password contains your name, username or email address, or the word AdFleet; choose one that does not.'] });
      const spanish = await inject({ method: 'POST', url: '/api/auth/register', payload: { ...user, password: user.email }, headers: { 'accept-language': 'es' }, remoteAddress: '10.9.251.1' });
      expect(spanish.json().fieldErrors).toEqual({ password: ['Esta contraseña contiene tu nombre, tu nombre de usuario, tu correo o la palabra AdFleet; elige una que no los contenga.'] });
    });

    it('accepts a sign-up without first and last name', async () => {
      const { firstName: _f, lastName: _l, ...body } = newUser();
      const response = await register(body);
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({ firstName: null, lastName: null });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in by username or email, each time with a new session', async () => {
      const body = newUser();
      const registered = (await register(body)).json();
      const byName = await login(body.username.toUpperCase(), body.password);
      const byEmail = await login(body.email, body.password);
      expect(byName.statusCode).toBe(200);
      expect(byEmail.statusCode).toBe(200);
      const tokens = [registered.token, byName.json().token, byEmail.json().token];
      expect(new Set(tokens).size).toBe(3);
      expect(byName.json().user).toEqual(registered.user);
      expect((await auditRows(registered.user.id)).map((row) => row.action)).toEqual(['user.registered', 'user.login_succeeded', 'user.login_succeeded']);
    });

    it('answers 401 with the same words for a wrong password and an unknown user, and audits the attempt without the password', async () => {
      const body = newUser();
      const { user } = (await register(body)).json();
      const wrong = await login(body.username, 'wrong password!', '10.0.1.1');
      const unknown = await login('nobody-here', 'wrong password!', '10.0.1.1');
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'UNAUTHENTICATED', message: 'Invalid username or password.' });
      }
      const [failure] = (await auditRows(user.id)).filter((row) => row.action === 'user.login_failed');
      expect(failure?.metadata).toEqual({ usernameTried: body.username, reason: 'bad_password' });
      expect(failure?.ip).toBe('10.0.1.1');
      expect(JSON.stringify(failure)).not.toContain('wrong password!');
    });

    it(`answers 429 after ${LOGIN_LIMITS.perUserAndIp} failures for one username from one address, but not from another address`, async () => {
      const body = newUser();
      await register(body);
      for (let attempt = 0; attempt < LOGIN_LIMITS.perUserAndIp; attempt += 1) {
        expect((await login(body.username, 'wrong password!', '10.0.2.1')).statusCode).toBe(401);
      }
      const blocked = await login(body.username, body.password, '10.0.2.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
      expect((await login(body.username, body.password, '10.0.2.2')).statusCode).toBe(200);
    });

    it(`answers 429 to an address that failed ${LOGIN_LIMITS.perIp} times across usernames`, async () => {
      for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt += 1) {
        await login(`sprayed-${attempt}`, 'wrong password!', '10.0.3.1');
      }
      const body = newUser();
      await register(body);
      expect((await login(body.username, body.password, '10.0.3.1')).statusCode).toBe(429);
    });

    it('answers 400 when a field is missing', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'someone' } });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me answers the user for a bearer token or the cookie, 401 without or with a bad one', async () => {
      const response = await register(newUser());
      const { token, user } = response.json();
      expect((await me({ authorization: `Bearer ${token}` })).json()).toEqual(user);
      expect((await me({ cookie: cookieHeader(response) })).json()).toEqual(user);
      expect((await me()).statusCode).toBe(401);
      expect((await me({ authorization: 'Bearer not-a-real-token' })).statusCode).toBe(401);
    });

    it('logout invalidates the session on the server', async () => {
      const { token, user } = (await register(newUser())).json();
      const response = await inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
      expect((await auditRows(user.id)).map((row) => row.action)).toContain('user.logged_out');
    });

    it('logout with a bearer token also ends the session the browser’s cookie holds, and clears the cookies', async () => {
      const body = newUser();
      const registered = await register(body);
      const cookie = cookieHeader(registered);
      // A second session of the same person in the same browser (a bearer token recovered as a session of its own
      // before the cookie's session was handed out instead).
      const { token: bearer } = (await login(body.username, body.password, '10.0.5.1')).json();
      const response = await inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${bearer}`, cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'adfleet_session')?.value).toBe('');
      expect((await me({ authorization: `Bearer ${bearer}` })).statusCode).toBe(401);
      expect((await me({ cookie })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/auth/session-token', headers: { cookie } })).statusCode).toBe(401);
      expect(await database().db.selectFrom('sessions').select('id').where('user_id', '=', registered.json().user.id).execute()).toEqual([]);
    });

    it('leaves another person’s session alone when their cookie rides along with a sign-out', async () => {
      const theirs = await register(newUser());
      const { token } = (await register(newUser())).json();
      const response = await inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}`, cookie: cookieHeader(theirs) } });
      expect(response.statusCode).toBe(200);
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${theirs.json().token}` })).statusCode).toBe(200);
    });

    it('refuses a cookie-authenticated logout without the XSRF header, and accepts it with one', async () => {
      const response = await register(newUser());
      const cookie = cookieHeader(response);
      const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const forged = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(forged.statusCode).toBe(403);
      const wrongHeader = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-xsrf-token': 'x'.repeat(xsrf.length) } });
      expect(wrongHeader.statusCode).toBe(403);
      expect((await me({ cookie })).statusCode).toBe(200);
      const real = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-xsrf-token': xsrf } });
      expect(real.statusCode).toBe(200);
      expect((await me({ cookie })).statusCode).toBe(401);
    });

    it('rejects an expired session with 401 and deletes it', async () => {
      const { token, user } = (await register(newUser())).json();
      await database().db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
      const left = await database().db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(left).toEqual([]);
    });

    it('extends a session used with under 15 days left to a full 30 days, re-sending the cookie', async () => {
      const response = await register(newUser());
      const { user } = response.json();
      await database().db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 10 * 86_400_000) }).where('user_id', '=', user.id).execute();
      const renewed = await me({ cookie: cookieHeader(response) });
      expect(renewed.statusCode).toBe(200);
      const session = await database().db.selectFrom('sessions').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      // Cookie dates have one-second resolution.
      const cookieExpiry = renewed.cookies.find((cookie) => cookie.name === 'adfleet_session')?.expires?.getTime() ?? 0;
      expect(Math.abs(cookieExpiry - session.expires_at.getTime())).toBeLessThan(1000);
    });
  });

  describe('GET /api/auth/session-token (recovery)', () => {
    it('answers the cookie’s own session as the bearer token, however often asked, minting none, and audits it', async () => {
      const response = await register(newUser());
      const { user, token: original } = response.json();
      const recover = () => inject({ method: 'GET', url: '/api/auth/session-token', headers: { cookie: cookieHeader(response) } });
      const [first, second] = [await recover(), await recover()];
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect([first.json(), second.json()]).toEqual([{ token: original }, { token: original }]);
      expect((await me({ authorization: `Bearer ${original}` })).json()).toEqual(user);
      expect(await database().db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
      expect((await auditRows(user.id)).map((row) => row.action)).toContain('session.recovered');
    });

    it('answers 401 without a cookie, even with a bearer token', async () => {
      const { token } = (await register(newUser())).json();
      expect((await inject({ method: 'GET', url: '/api/auth/session-token' })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/auth/session-token', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    });
  });

  it('GET /api/activity lists the caller\'s own audit rows, newest first, filtered by action, and 401 without a session', async () => {
    const body = newUser();
    const { token } = (await register(body)).json();
    await login(body.username, 'wrong password!', '10.0.4.1');
    await login(body.username, body.password, '10.0.4.1');
    const all = await inject({ method: 'GET', url: '/api/activity', headers: { authorization: `Bearer ${token}` } });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((item: { action: string }) => item.action)).toEqual(['user.login_succeeded', 'user.login_failed', 'user.registered']);
    const failures = await inject({ method: 'GET', url: '/api/activity?action=user.login_failed&limit=5', headers: { authorization: `Bearer ${token}` } });
    expect(failures.json().items).toHaveLength(1);
    expect((await inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
    const bad = await inject({ method: 'GET', url: '/api/activity?action=not.an.action', headers: { authorization: `Bearer ${token}` } });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the audit log append-only', async () => {
    const { user } = (await register(newUser())).json();
    const update = database().db.updateTable('audit_log').set({ action: 'tampered' }).where('user_id', '=', user.id).execute();
    await expect(update).rejects.toThrow(/append-only/);
    await expect(database().db.deleteFrom('audit_log').where('user_id', '=', user.id).execute()).rejects.toThrow(/append-only/);
  });

  it('never logs a password or a session token', async () => {
    const body = newUser({ password: 'Very-Secret-Pass-42' });
    const { token } = (await register(body)).json();
    await login(body.username, body.password);
    await login(body.username, 'Wrong-Secret-Pass-43');
    await me({ authorization: `Bearer ${token}` });
    const logs = logLines.join('');
    expect(logs).toContain('/api/auth/login');
    for (const secret of ['Very-Secret-Pass-42', 'Wrong-Secret-Pass-43', token]) expect(logs).not.toContain(secret);
  });
});

describe('auth cookies over https', () => {
  const database = useTestDatabase();

  it('are Secure and carry the __Host- prefix', async () => {
    const server = await startTestServer({
      connectionString: database().connectionString,
      config: testConfig({ secureCookies: true, publicUrl: 'https://adfleet.example.com' }),
    });
    try {
      const response = await server.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: newUser(), headers: { host: 'adfleet.example.com' } });
      const session = response.cookies.find((cookie) => cookie.name === '__Host-adfleet_session');
      expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(session?.domain).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
