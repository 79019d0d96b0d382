import { setMemberAssignments, upsertAccountInsights, upsertAdAccounts, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, testCipher, testDeps, type TestServer } from '@adfleet/test-support/test-server';

/**
 * Issue 29, finding 1: one request with a far-off day stopped the service (a day loop that never ended) or answered 500
 * (PostgreSQL's time zone range). Every such day is now refused at the input, 400 on the field, whatever the real date:
 * the app's clock is frozen far from it, and the window it allows moves with that clock.
 */
const NOW = new Date('2025-03-15T12:00:00Z');

describe('dashboard ranges at the edges of time, as a client member', () => {
  const database = useTestDatabase();
  let server: TestServer;
  const owner = { id: '', workspaceId: '', token: '' };
  let client = '';

  beforeAll(async () => {
    const db = database().db;
    const deps = { ...testDeps(db), now: () => NOW };
    server = await startTestServer({ connectionString: database().connectionString, db, now: () => NOW });
    const registered = await callerAs(deps, undefined, '10.29.0.1').auth.register({ username: 'edge-owner', email: 'edge-owner@example.com', password: TEST_PASSWORD });
    Object.assign(owner, { id: registered.user.id, token: registered.token, workspaceId: await workspaceOf(db, registered.user.id) });
    const member = await callerAs(deps, undefined, '10.29.0.2').auth.register({ username: 'edge-client', email: 'edge-client@example.com', password: TEST_PASSWORD });
    client = member.token;
    await db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: owner.workspaceId, connectedBy: owner.id, platformId: 1, externalUserId: 'fb-edge', externalUserName: 'Edge', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      const [account] = await upsertAdAccounts(trx, [{ workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: 'act_edge', name: 'Edge Store', status: 'ACTIVE', currency: 'USD', timezoneName: 'Pacific/Kiritimati', businessId: null, businessName: null, minDailyBudget: null }]);
      await upsertAccountInsights(trx, account!.id, [{ date: '2025-03-10', spend: '10.00', impressions: 100, clicks: 5, conversions: 1, conversionValue: '20.00' }]);
      await trx.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: member.user.id, role: 'client' }).execute();
      await setMemberAssignments(trx, { workspaceId: owner.workspaceId, userId: member.user.id }, { adAccountIds: [account!.id], businessIds: [] });
    });
  });
  afterAll(() => server.close());

  const ask = (procedure: string, input: Record<string, unknown>, language = 'en') =>
    server.app.server.inject({
      method: 'GET',
      url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      headers: { authorization: `Bearer ${client}`, 'x-workspace-id': owner.workspaceId, 'accept-language': language },
    });
  const refusal = async (procedure: string, input: Record<string, unknown>) => {
    const response = await ask(procedure, input);
    expect(response.statusCode, response.body).toBe(400);
    const { data } = response.json().error.json;
    return { appCode: data.appCode, fields: Object.fromEntries(Object.entries(data.fieldErrors as Record<string, Array<{ code: string }>>).map(([field, messages]) => [field, messages.map((message) => message.code)])) };
  };

  it('refuses a range ending in 9999 on its end day, before any day is counted', async () => {
    expect(await refusal('dashboard.summary', { from: '2025-03-01', to: '9999-12-31' })).toEqual({ appCode: 'VALIDATION_FAILED', fields: { to: ['dateAfterTomorrow'] } });
  });

  it('refuses 9999-12-31 and 0001-01-01 in the accounts table as a refused field, not a database fault', async () => {
    expect(await refusal('dashboard.accounts', { from: '2025-03-01', to: '9999-12-31' })).toEqual({ appCode: 'VALIDATION_FAILED', fields: { to: ['dateAfterTomorrow'] } });
    expect(await refusal('dashboard.accounts', { from: '0001-01-01', to: '2025-03-14' })).toEqual({ appCode: 'VALIDATION_FAILED', fields: { from: ['dateBeforeKept'] } });
  });

  it('refuses days that do not exist', async () => {
    expect((await refusal('dashboard.summary', { from: '2025-02-30', to: '2025-03-02' })).fields).toEqual({ from: ['fieldNotDate'] });
    expect((await refusal('dashboard.accounts', { from: '2025-03-01', to: '+010000-01-01' })).fields).toEqual({ to: ['fieldNotDate'] });
  });

  it("answers up to tomorrow and back 37 months by the app's clock, not the machine's", async () => {
    const widest = await ask('dashboard.summary', { from: '2022-02-15', to: '2025-03-16' });
    expect(widest.statusCode, widest.body).toBe(200);
    expect(widest.json().result.data.json.currencies).toEqual([expect.objectContaining({ currency: 'USD', spend: 10 })]);
    expect((await refusal('dashboard.summary', { from: '2022-02-14', to: '2025-03-16' })).fields).toEqual({ from: ['dateBeforeKept'] });
    expect((await refusal('dashboard.summary', { from: '2025-03-01', to: '2025-03-17' })).fields).toEqual({ to: ['dateAfterTomorrow'] });
  });

  it("says why in the reader's language over REST too", async () => {
    const response = await server.app.server.inject({
      method: 'GET',
      url: '/api/reports/export.csv?from=0001-01-01&to=2025-03-14',
      headers: { authorization: `Bearer ${client}`, 'x-workspace-id': owner.workspaceId, 'accept-language': 'es' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fieldErrors: { from: ['El campo «Fecha de inicio» debe estar dentro de los últimos 37 meses: las plataformas publicitarias no guardan cifras más antiguas.'] },
    });
  });
});
