import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, connectThroughDialog, type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

describe('a revoked Meta token, then reconnecting through the OAuth flow', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '', browser: null as Browser | null };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('reconnect-owner', { ip: '10.7.0.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner, { atLeast: 7 });
  }, 90_000);
  afterAll(() => app.close());

  const caller = () => callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
  const connectionRow = () => database().db.selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();

  it('shows the connection as needing reconnection, and valid again once the same Meta user has reconnected', async () => {
    const { external_user_name: metaName, id: connectionId } = await connectionRow();
    expect((await caller().connections.status()).facebook).toMatchObject({ connected: true, error: false, reconnect: [] });

    // Meta revokes the token (the user changed their password, say); the next sync hears error 190.
    await app.control('POST', `/users/${app.userNamed('Ana').id}/invalidate`, { reason: 'password_changed' });
    await caller().sync.start();
    await settledSyncRuns(database().db, owner);
    const revoked = await caller().connections.status();
    expect(revoked.facebook).toMatchObject({ connected: true, error: true, reconnect: [{ id: connectionId, name: metaName }] });
    expect((await caller().adAccounts.list({})).every((account) => !account.hasValidToken)).toBe(true);
    await expect(caller().sync.facebookAdAccounts()).rejects.toMatchObject({ code: 'PRECONDITION_FAILED' });

    // The Reconnect button starts /api/auth/facebook; the same browser picks the same Meta user in the dialog.
    if (!owner.browser) throw new Error('no browser');
    const landed = await connectThroughDialog(owner.browser, app.userNamed('Ana').id);
    expect(landed.pathname).not.toContain('login');
    const connection = await connectionRow();
    expect(connection).toMatchObject({ id: connectionId, status: 'active', status_reason: null });

    const valid = await caller().connections.status();
    expect(valid.facebook).toMatchObject({ connected: true, error: false, reconnect: [] });
    expect((await caller().adAccounts.list({})).every((account) => account.hasValidToken)).toBe(true);
    // Meta takes the new token: a manual sync reads the accounts again and every queued run succeeds.
    await database().db.deleteFrom('auth_attempts').where('key', '=', `sync:user:${owner.id}`).execute();
    const synced = await caller().sync.facebookAdAccounts();
    expect(synced.accounts.length).toBeGreaterThan(0);
    await settledSyncRuns(database().db, owner);
    const runs = await caller().sync.runs({ runIds: synced.runIds });
    expect(runs.finished).toBe(true);
    expect(runs.runs.every((run) => run.status === 'succeeded')).toBe(true);
  });
});
