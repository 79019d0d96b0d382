import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughDialog, type DemoUser, type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { waitForJobResult } from '../../../jobs/job-queue.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The sandbox's long-lived login token, in seconds: what a reconnect gives. */
const LONG_LIVED_SECONDS = 5_183_944;

/**
 * A connection whose token expires, on one clock for the server, the sandbox it mounts and the worker: the hourly
 * check warns a week and a day before, each once; Reconnect renews the token; a token left to end reads as one to
 * reconnect, as when Meta refuses it.
 */
describe('a connection whose token expires', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const T0 = new Date('2027-01-10T09:00:00Z');
  let clock = T0;
  const at = (offsetMs: number) => {
    clock = new Date(T0.getTime() + offsetMs);
  };
  let app: SandboxedServer;
  let identity: DemoUser;
  const owner = { id: '', workspaceId: '', token: '', browser: undefined as unknown as Awaited<ReturnType<SandboxedServer['registerConnected']>>['browser'] };

  beforeAll(async () => {
    // No scheduled job starts on its own: the test runs the check when its clock says so.
    app = await startSandboxedServer({ connectionString: database().connectionString, now: () => clock, workerClock: false });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('expiring', { ip: '10.33.0.1', persona: 'Ana' }));
    await settledSyncRuns(db(), owner);
    const [mine] = await app.identitiesOf('Ana');
    if (!mine) throw new Error('the dialog gave the browser no identity');
    identity = mine;
  }, 120_000);
  afterAll(() => app.close());

  const caller = () => callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs, now: () => clock }, owner.token);
  const facebook = async () => (await caller().connections.status()).facebook;
  const warnings = async () => (await caller().notifications.list({ limit: 50 })).items.filter((item) => item.kind === 'token_expiring');
  const connection = () => db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
  const runCheck = async () => {
    const id = await app.server.jobs.send('notifications.token_expiry', {});
    const result = await waitForJobResult(app.server.jobs, 'notifications.token_expiry', id, 30_000);
    if (!result) throw new Error('the token check did not finish');
    return result;
  };
  /** A Business Manager system user's token for the browser's Meta identity, ending `lifetimeMs` from now, connected as the SDK path does. */
  const connectSystemUserToken = async (lifetimeMs: number) => {
    const minted = await app.control('POST', '/tokens', { user_id: identity.id, type: 'system_user', expires_in: lifetimeMs / 1000 });
    const response = await fetch(`${app.baseUrl}/api/facebook/token`, {
      method: 'POST',
      body: JSON.stringify({ accessToken: minted.access_token, userInfo: { id: identity.id } }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    await settledSyncRuns(db(), owner);
    return minted.access_token as string;
  };

  it('warns a week and a day before, each once; Reconnect renews it and the old warnings no longer apply', async () => {
    const before = await connection();
    // The login's token lasts about 60 days from the connect, as debug_token says.
    expect(before.token_expires_at).toEqual(new Date(T0.getTime() + LONG_LIVED_SECONDS * 1000));
    await connectSystemUserToken(10 * DAY);
    const ending = new Date(T0.getTime() + 10 * DAY);
    // The same Meta user: the same connection now holds the system user's token and its expiry.
    expect(await connection()).toMatchObject({ id: before.id, status: 'active', token_expires_at: ending });
    expect((await facebook()).connectedBy).toEqual([expect.objectContaining({ id: before.id, tokenExpiresAt: ending, expiryWarning: null })]);

    at(2 * DAY);
    expect(await runCheck()).toEqual({ notified: 0, expired: 0 });
    expect(await warnings()).toEqual([]);

    at(3 * DAY + HOUR);
    expect(await runCheck()).toEqual({ notified: 1, expired: 0 });
    expect(await runCheck()).toEqual({ notified: 0, expired: 0 });
    const params = { connectionId: before.id, name: 'Ana Torres', expiresAt: ending.toISOString() };
    expect(await warnings()).toEqual([expect.objectContaining({ params: { ...params, warning: 'week' }, link: '/accounts#ad-platform-connections', readAt: null })]);
    expect((await facebook()).connectedBy[0]).toMatchObject({ expiryWarning: 'week' });

    at(8 * DAY);
    expect(await runCheck()).toEqual({ notified: 0, expired: 0 });
    at(9 * DAY + HOUR);
    expect(await runCheck()).toEqual({ notified: 1, expired: 0 });
    expect(await runCheck()).toEqual({ notified: 0, expired: 0 });
    expect((await warnings()).map((item) => item.params)).toEqual([
      { ...params, warning: 'day' },
      { ...params, warning: 'week' },
    ]);
    expect((await facebook()).connectedBy[0]).toMatchObject({ expiryWarning: 'day' });

    // Reconnect: Meta's dialog again, the same browser and persona, so the same connection with a new login token.
    const landed = await connectThroughDialog(owner.browser, app.userNamed('Ana').id);
    expect(landed.pathname).not.toContain('login');
    const renewed = new Date(clock.getTime() + LONG_LIVED_SECONDS * 1000);
    expect(await connection()).toMatchObject({ id: before.id, status: 'active', token_expires_at: renewed });
    expect((await facebook()).connectedBy).toEqual([expect.objectContaining({ id: before.id, tokenExpiresAt: renewed, expiryWarning: null })]);
    // The old token's warnings no longer apply: read, and the bell counts none of them.
    expect((await warnings()).every((item) => item.readAt !== null)).toBe(true);
    expect(await runCheck()).toEqual({ notified: 0, expired: 0 });

    // Past the old token's end the connection keeps working: its token is the new one.
    at(10 * DAY + HOUR);
    expect(await runCheck()).toEqual({ notified: 0, expired: 0 });
    expect(await connection()).toMatchObject({ status: 'active' });
    expect(await warnings()).toHaveLength(2);
    expect((await caller().notifications.list({ limit: 50 })).items.filter((item) => item.kind === 'reconnect_needed')).toEqual([]);
  });

  it('an ended token reads as one to reconnect at once, and the check makes it so everywhere, as when Meta refuses it', async () => {
    const accessToken = await connectSystemUserToken(2 * HOUR);
    const { id } = await connection();
    expect((await facebook()).error).toBe(false);

    at(clock.getTime() - T0.getTime() + 3 * HOUR);
    // Meta refuses it from now on (190/463, on the sandbox's clock, which is the app's).
    expect((await app.graphGet('me', { access_token: accessToken })).error).toMatchObject({ code: 190, error_subcode: 463 });
    // Before the hourly check: the connection already reads as needing reconnection, and as no working login.
    expect(await facebook()).toMatchObject({ error: true, reconnect: [{ id, name: 'Ana Torres' }], connectedBy: [] });

    expect(await runCheck()).toEqual({ notified: 0, expired: 1 });
    expect(await connection()).toMatchObject({ status: 'invalid', status_reason: { code: 'connectionTokenExpired', params: {} } });
    expect((await caller().adAccounts.list({})).every((account) => !account.hasValidToken)).toBe(true);
    const reconnect = (await caller().notifications.list({ limit: 50 })).items.filter((item) => item.kind === 'reconnect_needed');
    expect(reconnect).toEqual([expect.objectContaining({ params: { connectionId: id, name: 'Ana Torres' } })]);
    const audit = await db().selectFrom('audit_log').select(['action', 'metadata', 'actor_type']).where('target_id', '=', id).where('action', '=', 'connection.token_expired').execute();
    expect(audit).toEqual([{ action: 'connection.token_expired', actor_type: 'system', metadata: { platform: 'facebook', externalUserId: identity.id, expiredAt: expect.any(String) } }]);
    expect(await runCheck()).toEqual({ notified: 0, expired: 0 });

    // Reconnect brings the same connection back with a fresh login token.
    await connectThroughDialog(owner.browser, app.userNamed('Ana').id);
    expect(await connection()).toMatchObject({ id, status: 'active', status_reason: null });
    expect(await facebook()).toMatchObject({ error: false, reconnect: [] });
  });
});
