import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, connectThroughDialog, createBrowser, type SandboxedServer, signOut, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';

/**
 * The outside test's takeover: a stranger who reaches a sandbox-mode instance opens the dialog, picks the demo user
 * someone else connected, and must not come back as that someone.
 */
describe('signing in through the sandbox dialog', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
  });
  afterAll(() => app.close());
  const db = () => database().db;

  /** Who the browser's cookie session is, asked the way the web app asks after the recovery screen. */
  async function signedInAs(browser: Browser): Promise<string> {
    const traded = await browser.get('/api/auth/session-token');
    expect(traded.status).toBe(200);
    const { token } = (await traded.json()) as { token: string };
    const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    return ((await me.json()) as { id: string }).id;
  }
  const connectionsOf = async (userId: string) =>
    db()
      .selectFrom('platform_connections')
      .select(['id', 'external_user_id', 'status', 'access_token_ciphertext', 'updated_at'])
      .where('workspace_id', '=', await workspaceOf(db(), userId))
      .orderBy('id')
      .execute();

  it('never makes a stranger who picks the same persona into the user who connected it; that user gets back in', async () => {
    // X registers in browser 1 and connects persona Ana.
    const browserOne = createBrowser(app.baseUrl);
    const registered = await browserOne.request('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username: 'owner-x', email: 'owner-x@example.com', password: 'fleet-owner-2931' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(registered.status).toBe(201);
    const x = ((await registered.json()) as { user: { id: string } }).user.id;
    expect((await connectThroughDialog(browserOne, app.userNamed('Ana').id)).pathname).toBe('/dashboard/success');
    const before = await connectionsOf(x);
    expect(before).toHaveLength(1);

    // A stranger in browser 2 picks Ana too, and signs in through Facebook.
    const stranger = createBrowser(app.baseUrl);
    const landed = await connectThroughDialog(stranger, app.userNamed('Ana').id);
    expect(landed.pathname).toBe('/auth/recovery');
    const strangerId = await signedInAs(stranger);
    expect(strangerId).not.toBe(x);
    const strangerConnections = await connectionsOf(strangerId);
    expect(strangerConnections).toHaveLength(1);
    expect(strangerConnections[0]!.external_user_id).not.toBe(before[0]!.external_user_id);
    // X's connection is exactly as it was: same Meta id, same token, active, untouched.
    expect(await connectionsOf(x)).toEqual(before);

    // X, signed out in browser 1, signs in through Facebook with Ana again and is X.
    signOut(browserOne);
    expect((await connectThroughDialog(browserOne, app.userNamed('Ana').id)).pathname).toBe('/auth/recovery');
    expect(await signedInAs(browserOne)).toBe(x);
    expect(await connectionsOf(x)).toHaveLength(1);

    // The stranger cannot get at X's demo identity through the controls either: they need the installation's key.
    const minted = await fetch(`${app.sandboxUrl}/_sandbox/tokens`, {
      method: 'POST',
      body: JSON.stringify({ user_id: before[0]!.external_user_id }),
      headers: { 'content-type': 'application/json' },
    });
    expect(minted.status).toBe(401);
  });
});
