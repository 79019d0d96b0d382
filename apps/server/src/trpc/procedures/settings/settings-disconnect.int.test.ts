import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

describe('settings: disconnecting Facebook', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    for (const [who, name, ip, persona] of [[owner, 'disconnect-owner', '10.50.0.1', 'Ana'], [other, 'disconnect-other', '10.50.0.2', 'Chloé']] as const) {
      const { id, workspaceId, token } = await app.registerConnected(name, { ip, persona });
      Object.assign(who, { id, workspaceId, token });
      await settledSyncRuns(database().db, { workspaceId });
    }
  }, 120_000);
  afterAll(() => app.close());

  const caller = (token: string) => callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, token);
  const db = () => database().db;
  const countFor = async (workspaceId: string) => ({
    connections: (await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', workspaceId).execute()).length,
    accounts: (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', workspaceId).execute()).length,
    campaigns: (await db().selectFrom('campaigns').innerJoin('ad_accounts', 'ad_accounts.id', 'campaigns.ad_account_id').select('campaigns.id').where('ad_accounts.workspace_id', '=', workspaceId).execute()).length,
  });

  it('changes nothing here when Meta fails to revoke, so the person can try again', async () => {
    const before = await countFor(owner.workspaceId);
    await app.control('PUT', '/faults', { errors: [{ code: 2, rate: 1, path: '/permissions', method: 'DELETE', times: 1 }] });
    try {
      await expect(caller(owner.token).settings.disconnectFacebook()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await app.control('DELETE', '/faults');
    }
    expect(await countFor(owner.workspaceId)).toEqual(before);
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    expect((await app.graphGet('me', { access_token: testCipher.decrypt(connection.access_token_ciphertext) })).id).toBe(connection.external_user_id);
    expect(await db().selectFrom('audit_log').select('id').where('user_id', '=', owner.id).where('action', '=', 'connection.revoked').execute()).toEqual([]);
  });

  it('revokes the grant at Meta, whose sandbox then refuses the token, and deletes the connection and its data here', async () => {
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    const accessToken = testCipher.decrypt(connection.access_token_ciphertext);
    expect((await app.graphGet('me', { access_token: accessToken })).id).toBe(connection.external_user_id);
    const otherBefore = await countFor(other.workspaceId);
    expect((await countFor(owner.workspaceId)).campaigns).toBeGreaterThan(0);

    await expect(caller(owner.token).settings.disconnectFacebook()).resolves.toEqual({ disconnected: 1 });

    const refused = await app.graphGet('me', { access_token: accessToken });
    expect(refused.error).toMatchObject({ code: 190 });
    expect(await countFor(owner.workspaceId)).toEqual({ connections: 0, accounts: 0, campaigns: 0 });
    expect((await caller(owner.token).connections.status()).facebook).toMatchObject({ connected: false, accountCount: 0 });
    const audit = await db().selectFrom('audit_log').selectAll().where('user_id', '=', owner.id).where('action', '=', 'connection.revoked').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'user', actor_user_id: owner.id, target_id: connection.id, metadata: { platform: 'facebook', reason: 'disconnected', externalUserId: connection.external_user_id } });

    // Another user's connection, data and token are untouched.
    expect(await countFor(other.workspaceId)).toEqual(otherBefore);
    const otherConnection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', other.workspaceId).executeTakeFirstOrThrow();
    expect((await app.graphGet('me', { access_token: testCipher.decrypt(otherConnection.access_token_ciphertext) })).id).toBe(otherConnection.external_user_id);
    expect((await caller(other.token).connections.status()).facebook).toMatchObject({ connected: true });

    // Nothing left to disconnect: a second click changes nothing and says so.
    await expect(caller(owner.token).settings.disconnectFacebook()).resolves.toEqual({ disconnected: 0 });
  });
});
