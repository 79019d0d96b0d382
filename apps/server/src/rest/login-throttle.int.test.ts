import { LOGIN_LIMITS, LOGIN_SLOWDOWN, slowdownDelayMs } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testConfig } from '@adfleet/test-support/test-server';

const PASSWORD = 'fleet-owner-2931';
const ATTACKER_ADDRESSES = Array.from({ length: 10 }, (_, index) => `203.0.113.${index + 1}`);

function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'adfleet_device');
  if (!cookie) throw new Error('no device cookie was set');
  return `adfleet_device=${cookie.value}`;
}

describe('sign-in throttling without lockout (device cookies, ADR 0013)', () => {
  const database = useTestDatabase();
  let server: TestServer;
  /** Every delay the service decided, in order: the mechanism under test, without waiting it out. */
  const delays: number[] = [];
  beforeAll(async () => {
    // Behind a proxy, as deployed: the client address comes from X-Forwarded-For.
    server = await startTestServer({
      connectionString: database().connectionString,
      config: testConfig({ trustProxy: true }),
      sleep: async (ms) => void delays.push(ms),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => void (delays.length = 0));

  let sequence = 0;
  async function registerOwner() {
    sequence += 1;
    const username = `owner${sequence}`;
    const response = await server.app.server.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email: `${username}@example.com`, password: PASSWORD },
      headers: { 'x-forwarded-for': `198.51.100.${sequence}` },
    });
    expect(response.statusCode).toBe(201);
    return { username, userId: response.json().user.id as string };
  }
  const login = (username: string, password: string, address: string, cookie?: string) =>
    server.app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    });
  const failuresAudited = (userId: string) =>
    database()
      .db.selectFrom('audit_log')
      .select(['metadata', 'ip'])
      .where('user_id', '=', userId)
      .where('action', '=', 'user.login_failed')
      .execute();

  /** Five wrong passwords from each of ten addresses, then one more from each (refused by its address limit). */
  async function attackFromTenAddresses(username: string) {
    for (const address of ATTACKER_ADDRESSES) {
      for (let attempt = 0; attempt < LOGIN_LIMITS.perUserAndIp; attempt += 1) {
        expect((await login(username, 'guess-password-x', address)).statusCode).toBe(401);
      }
      expect((await login(username, 'guess-password-x', address)).statusCode).toBe(429);
    }
  }

  it('lets the owner in from a browser that signed in before without delay, and from a new browser slowed but not refused', async () => {
    const { username, userId } = await registerOwner();
    const before = await login(username, PASSWORD, '198.51.100.200');
    expect(before.statusCode).toBe(200);
    const trustedBrowser = deviceCookieOf(before);

    await attackFromTenAddresses(username);
    const attackerFailures = ATTACKER_ADDRESSES.length * LOGIN_LIMITS.perUserAndIp;
    delays.length = 0;

    // The browser that signed in before: not limited, not slowed by the strangers' 50 failures.
    const trusted = await login(username, PASSWORD, '192.0.2.10', trustedBrowser);
    expect(trusted.statusCode).toBe(200);
    expect(delays).toEqual([]);

    // A new browser on a new address: slowed by the delay the failures call for, then let in.
    const fresh = await login(username, PASSWORD, '192.0.2.11');
    expect(fresh.statusCode).toBe(200);
    expect(delays).toEqual([slowdownDelayMs(attackerFailures)]);
    expect(delays[0]).toBeGreaterThan(0);

    // 50 failed guesses audited one by one; the ten refused ones as a single row for the window.
    const failures = await failuresAudited(userId);
    expect(failures.filter((row) => (row.metadata as { reason: string }).reason === 'bad_password')).toHaveLength(attackerFailures);
    const refused = failures.filter((row) => (row.metadata as { reason: string }).reason === 'rate_limited');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.ip).toBe(ATTACKER_ADDRESSES[0]);
    const count = await database().db.selectFrom('auth_attempts').select('count').where('key', '=', `login:refused:${userId}`).executeTakeFirstOrThrow();
    expect(count.count).toBe(ATTACKER_ADDRESSES.length);
  });

  it('refuses a device cookie for another account, a forged one, or one failing too often, without touching the owner', async () => {
    const owner = await registerOwner();
    const other = await registerOwner();
    const otherBrowser = deviceCookieOf(await login(other.username, PASSWORD, '198.51.100.201'));
    const ownerBrowser = deviceCookieOf(await login(owner.username, PASSWORD, '198.51.100.202'));
    await attackFromTenAddresses(owner.username);
    delays.length = 0;

    // Another account's cookie, or a tampered one, earns no trust: slowed like any new browser.
    const [name, value] = ownerBrowser.split('=');
    const forged = `${name}=${value?.slice(0, -2)}${value?.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [otherBrowser, forged]) {
      expect((await login(owner.username, PASSWORD, '192.0.2.20', cookie)).statusCode).toBe(200);
    }
    expect(delays).toHaveLength(2);
    expect(delays.every((ms) => ms > 0)).toBe(true);

    // A trusted browser that keeps failing is refused after its own limit, and only it.
    const secondOwnerBrowser = deviceCookieOf(await login(owner.username, PASSWORD, '192.0.2.21'));
    for (let attempt = 0; attempt < LOGIN_LIMITS.perDevice; attempt += 1) {
      expect((await login(owner.username, 'guess-password-x', '192.0.2.21', secondOwnerBrowser)).statusCode).toBe(401);
    }
    expect((await login(owner.username, PASSWORD, '192.0.2.21', secondOwnerBrowser)).statusCode).toBe(429);
    expect((await login(owner.username, PASSWORD, '192.0.2.22', ownerBrowser)).statusCode).toBe(200);
  });

  it('sets the device cookie httpOnly and SameSite=Strict at sign-up and at every sign-in, each time a new one', async () => {
    const { username } = await registerOwner();
    const first = await login(username, PASSWORD, '198.51.100.203');
    const second = await login(username, PASSWORD, '198.51.100.203');
    const cookies = [first, second].map((response) => response.cookies.find((c) => c.name === 'adfleet_device'));
    for (const cookie of cookies) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookies[0]?.value).not.toBe(cookies[1]?.value);
  });
});

describe('the slowdown schedule', () => {
  it('is free up to the threshold, then doubles, then stops growing', () => {
    const { freeFailures, failuresPerDoubling, baseDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
    expect(slowdownDelayMs(freeFailures - 1)).toBe(0);
    expect(slowdownDelayMs(freeFailures)).toBe(baseDelayMs);
    expect(slowdownDelayMs(freeFailures + failuresPerDoubling)).toBe(2 * baseDelayMs);
    expect(slowdownDelayMs(10_000)).toBe(maxDelayMs);
  });
});
