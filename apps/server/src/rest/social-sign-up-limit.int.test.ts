import { REGISTER_LIMIT_PER_IP } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughDialog, createBrowser, type SandboxedServer, signOut, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';

/**
 * "Continue with Facebook" makes an account when the profile has none: that is a sign-up, and it counts against the
 * same per-address limit as the sign-up form. Signing in with Facebook to an account that exists is not limited by it.
 */
describe('sign-up by Facebook shares the sign-up limit', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
  });
  afterAll(() => app.close());

  it('refuses a new account from Facebook once the address has used up its sign-ups, with the form’s 429 words, but signs in an existing one', async () => {
    // Chloé signs up with Facebook first: one of the address's sign-ups.
    const chloe = createBrowser(app.baseUrl);
    expect((await connectThroughDialog(chloe, app.userNamed('Chloé').id)).pathname).toBe('/auth/recovery');
    const chloeUser = await database().db.selectFrom('users').select('id').where('facebook_user_id', '=', (await app.identitiesOf('Chloé')).at(-1)!.id).executeTakeFirstOrThrow();

    const register = (n: number) =>
      fetch(`${app.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `limit${n}`, email: `limit${n}@example.com`, password: TEST_PASSWORD }) });
    for (let n = 2; n <= REGISTER_LIMIT_PER_IP; n += 1) expect((await register(n)).status).toBe(201);
    const refused = await register(REGISTER_LIMIT_PER_IP + 1);
    expect(refused.status).toBe(429);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toBe('Too many attempts. Please wait a few minutes and try again.');

    // Ana has no account: Facebook would make one, from the browser flow or the SDK's token, and both are refused.
    const ana = createBrowser(app.baseUrl);
    const landed = await connectThroughDialog(ana, app.userNamed('Ana').id);
    expect(`${landed.pathname}${landed.search}`).toBe('/login?error=access_denied&error_reason=too_many_attempts');
    expect(ana.cookies.has('adfleet_session')).toBe(false);
    const sdk = await fetch(`${app.baseUrl}/api/facebook/token`, { method: 'POST', body: JSON.stringify({ accessToken: await app.mintToken('Ana') }), headers: { 'content-type': 'application/json' } });
    expect(sdk.status).toBe(429);
    expect(((await sdk.json()) as { message: string }).message).toBe(message);
    const anaIds = (await app.identitiesOf('Ana')).map((identity) => identity.id);
    expect(await database().db.selectFrom('users').select('id').where('facebook_user_id', 'in', [app.userNamed('Ana').id, ...anaIds]).execute()).toEqual([]);

    // Chloé's account exists: signing in with Facebook is no sign-up.
    signOut(chloe);
    expect((await connectThroughDialog(chloe, app.userNamed('Chloé').id)).pathname).toBe('/auth/recovery');
    const again = await database().db.selectFrom('users').select('id').where('facebook_user_id', '=', (await app.identitiesOf('Chloé')).at(-1)!.id).executeTakeFirstOrThrow();
    expect(again.id).toBe(chloeUser.id);
  });
});
