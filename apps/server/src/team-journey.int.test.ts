import { dayWindow } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { verificationTokenFor } from '@adfleet/test-support/verification-mail';

interface AdAccount {
  id: string;
  name: string;
  adAccountId: string;
}
interface Person {
  id: string;
  username: string;
  token: string;
}

/**
 * Issue 17 over plain HTTP, as an agency would use it against the sandbox: an owner connects Meta and invites an analyst,
 * a manager and a client with one ad account; each accepts (two in the app, the client from the mailed link); each role's
 * reads and writes are tried; a member is removed and tries again; Activity names each person.
 */
describe('an agency team over HTTP', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '', username: 'agency-owner' };
  const people: Record<'analyst' | 'manager' | 'client', Person> = {
    analyst: { id: '', username: 'agency-analyst', token: '' },
    manager: { id: '', username: 'agency-manager', token: '' },
    client: { id: '', username: 'agency-client', token: '' },
  };
  let accounts: AdAccount[] = [];
  let clientAccount: AdAccount;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected(owner.username, { ip: '10.17.0.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner, { atLeast: 7 });
  }, 120_000);
  afterAll(() => app.close());

  /** A call as `token`, in the owner's workspace unless told otherwise (the issue's `X-Workspace-Id`). */
  async function http(token: string, method: string, path: string, body?: object, workspaceId: string | null = owner.workspaceId) {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  }

  it('the owner invites an analyst, a manager and a client with one ad account, and each accepts', async () => {
    const listed = await http(owner.token, 'GET', '/api/ad-accounts');
    expect(listed.status).toBe(200);
    accounts = listed.json();
    expect(accounts.length).toBeGreaterThan(2);
    // The client's account: an active one with campaigns, whose campaign the manager copies.
    const rows = await database().db.selectFrom('ad_accounts').select(['id', 'status']).where('workspace_id', '=', owner.workspaceId).execute();
    const withCampaigns = new Set((await database().db.selectFrom('campaigns').select('ad_account_id').where('workspace_id', '=', owner.workspaceId).execute()).map((row) => row.ad_account_id));
    const chosen = rows.find((row) => row.status === 'ACTIVE' && withCampaigns.has(row.id));
    clientAccount = accounts.find((account) => account.id === chosen?.id)!;
    expect(clientAccount).toBeDefined();

    for (const [role, person] of Object.entries(people)) {
      const invited = await http(owner.token, 'POST', `/api/workspaces/${owner.workspaceId}/invitations`, {
        email: `${person.username}@example.com`,
        role,
        ...(role === 'client' ? { adAccountIds: [clientAccount.adAccountId] } : {}),
      });
      expect(invited.status, invited.text).toBe(201);
      expect(invited.json()).toEqual({ id: expect.any(String) });
    }

    for (const [index, person] of Object.values(people).entries()) {
      const registered = await fetch(`${app.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.17.1.${index + 1}` },
        body: JSON.stringify({ username: person.username, email: `${person.username}@example.com`, password: TEST_PASSWORD }),
      });
      expect(registered.status).toBe(201);
      const body = (await registered.json()) as { token: string; user: { id: string } };
      Object.assign(person, { id: body.user.id, token: body.token });
    }

    // The analyst and the manager, who verified their addresses from the sign-up mail, accept in the app.
    for (const person of [people.analyst, people.manager]) {
      const token = await verificationTokenFor(database().db, `${person.username}@example.com`);
      expect((await http(person.token, 'POST', '/api/auth/verify-email', { token }, null)).status).toBe(200);
      const pending = await http(person.token, 'GET', '/api/invitations', undefined, null);
      expect(pending.status).toBe(200);
      const [invitation] = pending.json() as Array<{ id: string; workspaceId: string }>;
      expect(invitation?.workspaceId).toBe(owner.workspaceId);
      const accepted = await http(person.token, 'POST', `/api/invitations/${invitation?.id}/accept`, undefined, null);
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.json()).toEqual({ workspaceId: owner.workspaceId });
    }

    // The client accepts from the link in the mail they were sent.
    const mail = await database()
      .db.selectFrom('mail_messages')
      .select('text_body')
      .where('to_address', '=', `${people.client.username}@example.com`)
      .executeTakeFirstOrThrow();
    const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body ?? '')?.[1];
    expect(token).toBeTruthy();
    const accepted = await http(people.client.token, 'POST', '/api/invitations/accept', { token }, null);
    expect(accepted.status, accepted.text).toBe(200);
    // The link is single use.
    expect((await http(people.client.token, 'POST', '/api/invitations/accept', { token }, null)).status).toBeGreaterThanOrEqual(400);

    const members = await http(owner.token, 'GET', `/api/workspaces/${owner.workspaceId}/members`);
    expect(members.json()).toEqual(
      expect.arrayContaining([
        { userId: owner.id, username: owner.username, role: 'owner' },
        { userId: people.analyst.id, username: people.analyst.username, role: 'analyst' },
        { userId: people.manager.id, username: people.manager.username, role: 'manager' },
        { userId: people.client.id, username: people.client.username, role: 'client', adAccountIds: [clientAccount.adAccountId] },
      ]),
    );
  });

  it('each role reads what it may: the analyst and manager every account, the client only their own', async () => {
    const everyAccount = accounts.map((account) => account.adAccountId).sort();
    for (const person of [people.analyst, people.manager]) {
      const listed = await http(person.token, 'GET', '/api/ad-accounts');
      expect((listed.json() as AdAccount[]).map((account) => account.adAccountId).sort()).toEqual(everyAccount);
    }
    // The team sees who connected Meta (the owner, as the sandbox's Ana); a client is not shown the team's logins.
    const status = async (token: string) => (await http(token, 'GET', '/trpc/connections.status')).json().result.data.json.facebook.connectedBy as unknown[];
    expect(await status(people.analyst.token)).toEqual([{ id: expect.any(String), externalUserName: expect.stringContaining('Ana'), member: owner.username, tokenExpiresAt: expect.any(String), expiryWarning: null }]);
    expect(await status(people.client.token)).toEqual([]);

    const clientAccounts = await http(people.client.token, 'GET', '/api/ad-accounts');
    expect((clientAccounts.json() as AdAccount[]).map((account) => account.adAccountId)).toEqual([clientAccount.adAccountId]);

    // Nothing of another account reaches the client: not its name in campaigns, the report export or Activity.
    const others = accounts.filter((account) => account.id !== clientAccount.id);
    for (const path of ['/api/campaigns', `/api/reports/export.csv?from=${dayWindow(new Date()).earliest}&to=${new Date().toISOString().slice(0, 10)}&groupBy=account`, '/api/activity']) {
      const answer = await http(people.client.token, 'GET', path);
      expect(answer.status, path).toBe(200);
      for (const other of others) expect(answer.text, `${path} names ${other.name}`).not.toContain(other.name);
    }
  });

  it('refuses the analyst’s and the client’s clone, runs the manager’s, and refuses everything to a removed member', async () => {
    const db = database().db;
    const source = await db
      .selectFrom('campaigns as c')
      .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
      .select('c.id')
      .where('a.id', '=', clientAccount.id)
      .orderBy('c.external_id')
      .executeTakeFirstOrThrow();
    // Into the account it runs in, whose pages it may use (a copy elsewhere needs a page that account may use).
    const target = { ad_account_id: clientAccount.adAccountId, name: clientAccount.name };
    const clone = { campaignId: source.id, nameTemplate: '{name} – team copy', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [target.ad_account_id] };

    for (const person of [people.analyst, people.client]) {
      const refused = await http(person.token, 'POST', '/api/clone-campaign', clone);
      expect(refused.status, refused.text).toBe(403);
    }
    expect(await db.selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute()).toEqual([]);

    const cloned = await http(people.manager.token, 'POST', '/api/clone-campaign', clone);
    expect(cloned.status, cloned.text).toBe(200);
    const results = cloned.json() as Array<{ success: boolean; accountName: string; campaignId: string }>;
    expect(results, cloned.text).toEqual([expect.objectContaining({ success: true, accountName: target.name })]);
    const created = await app.graphGet(results[0]!.campaignId, { access_token: await app.mintToken('Ana'), fields: 'status' });
    expect(created.status).toBe('PAUSED');

    const removed = await http(owner.token, 'DELETE', `/api/workspaces/${owner.workspaceId}/members/${people.manager.id}?connections=keep`);
    expect(removed.status, removed.text).toBe(204);
    expect((await http(people.manager.token, 'GET', '/api/ad-accounts')).status).toBe(403);
    expect((await http(people.manager.token, 'POST', '/api/clone-campaign', clone)).status).toBe(403);
    expect((await http(people.manager.token, 'GET', '/api/workspaces', undefined, null)).json()).not.toContainEqual(expect.objectContaining({ id: owner.workspaceId }));
  });

  it('Activity names the person behind each step', async () => {
    const activity = await http(owner.token, 'GET', '/api/activity?limit=100');
    const items = activity.json().items as Array<{ action: string; actor: string | null; metadata: Record<string, unknown> }>;
    const actorsOf = (action: string) => new Set(items.filter((item) => item.action === action).map((item) => item.actor));
    expect(actorsOf('member.invited')).toEqual(new Set([owner.username]));
    expect(actorsOf('member.joined')).toEqual(new Set([people.analyst.username, people.manager.username, people.client.username]));
    expect(actorsOf('clone.requested')).toEqual(new Set([people.manager.username]));
    expect(actorsOf('member.removed')).toEqual(new Set([owner.username]));
    // Filtered by member: only that person's rows.
    const managers = await http(owner.token, 'GET', `/api/activity?actor=${people.manager.id}`);
    const managerItems = managers.json().items as Array<{ actor: string | null }>;
    expect(managerItems.length).toBeGreaterThan(0);
    expect(new Set(managerItems.map((item) => item.actor))).toEqual(new Set([people.manager.username]));
  });
});
