import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMessage, roleCan, sessionIdFromToken, userMessage } from '@adfleet/core';
import { setMemberAssignments } from '@adfleet/db';
import { domainSnapshot, useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, connectThroughDialog, createBrowser, type SandboxedServer, signOut, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { verificationTokenFor } from '@adfleet/test-support/verification-mail';
import { appRouter } from '../trpc/router.ts';
import { type AccessFixture, type AccessRule, procedureAccess, publicPrefixes, restAccess, type RestRule, servedElsewhere, TRPC_ROUTE } from './access-matrix.ts';

type Caller = { kind: 'anonymous' } | { kind: 'bearer'; token: string } | { kind: 'cookie'; cookie: string; xsrf?: string };

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>).map(
  ([name, procedure]) => ({ name, type: procedure._def.type }),
);

async function fakeWebBuild(): Promise<{ dir: string; files: string[] }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-matrix-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  const contents: Record<string, string> = {
    'index.html': '<!doctype html>',
    'assets/index-abc123.js': '',
    'theme-init.js': '',
    'route-paths.json': JSON.stringify({ paths: ['/'] }),
  };
  const files = Object.keys(contents);
  for (const file of files) await fs.writeFile(path.join(dir, file), contents[file] ?? '');
  return { dir, files };
}

/** The owner's team (ADR 0056): each calls in the owner's workspace; the owner's own calls are the rows' last step. */
const TEAM_ROLES = ['admin', 'manager', 'analyst', 'client'] as const;
type TeamRole = (typeof TEAM_ROLES)[number];

describe('authorization matrix: every procedure and route as anonymous, another user, each role of a team and the owner', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  let web: { dir: string; files: string[] };
  const owner = { id: '', workspaceId: '', token: '', cookie: '', xsrf: '' };
  const other = { id: '', workspaceId: '', token: '' };
  const fixture: AccessFixture = { ownerBatchId: '', ownerCampaignId: '', ownerAdAccountId: '', ownerFailedTargetId: '', ownerFailedBatchId: '', ownerConnectionId: '', ownerScheduledBatchId: '', ownerSpareSessionId: '', ownerSavedFilterId: '', ownerAccountUuid: '', ownerBudgetItem: { accountId: '', objectType: '', objectId: '' }, ownerBudgetChangeId: '', ownerWorkspaceId: '', ownerMailId: '', ownerAnalystUserId: '', ownerSpareMemberIds: ['', ''], ownerInvitationIds: ['', ''], ownerProposals: { read: '', approve: '', reject: '', restApprove: '', restReject: '' } };
  const team = {} as Record<TeamRole, string>;
  /** The browsers the owner and the other user connected Facebook in (each keeps its sandbox identity). */
  const browsers = {} as Record<'owner' | 'other', Browser>;
  /** Ids only the owner's data carries: none may appear in an answer to another user. */
  const ownerMarkers: string[] = [];

  beforeAll(async () => {
    web = await fakeWebBuild();
    // No sync starts on the hour: "changes nothing" compares the database around each refused call, and a connection's
    // scheduled sync landing in between would change it whatever the call did.
    app = await startSandboxedServer({ connectionString: database().connectionString, webDistDir: web.dir, workerClock: false });
    await app.startWorker();
    for (const [who, name, ip, demo] of [[owner, 'matrix-owner', '10.4.0.1', 'Ana'], [other, 'matrix-other', '10.4.0.2', 'Chloé']] as const) {
      const { browser, ...registered } = await app.registerConnected(name, { ip, persona: demo });
      Object.assign(who, registered);
      browsers[who === owner ? 'owner' : 'other'] = browser;
      if (who === owner) {
        owner.cookie = [...browser.cookies].map(([cookieName, value]) => `${cookieName}=${value}`).join('; ');
        owner.xsrf = browser.cookies.get('XSRF-TOKEN') ?? '';
      }
      await settledSyncRuns(database().db, who);
    }
    const db = database().db;
    // The team joins the owner's workspace directly in the database (invitations come later), each with a session.
    for (const [index, role] of TEAM_ROLES.entries()) {
      const username = `matrix-${role}`;
      const registered = await send({ kind: 'anonymous' }, { method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: 'fleet-owner-2931' }, remoteAddress: `10.4.2.${index + 1}` });
      expect(registered.statusCode, registered.body).toBe(201);
      team[role] = registered.json().token;
      await db.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: registered.json().user.id, role }).execute();
      if (role === 'analyst') fixture.ownerAnalystUserId = registered.json().user.id;
    }
    // Two more members to be removed and two invitations to be withdrawn, one of each per surface.
    for (const index of [0, 1] as const) {
      const spare = await registerOwn();
      await db.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: spare.id, role: 'manager' }).execute();
      fixture.ownerSpareMemberIds[index] = spare.id;
      const invitation = await insertInvitationFor(owner.workspaceId, `matrix-invited-${index}@example.com`);
      fixture.ownerInvitationIds[index] = invitation.id;
      ownerMarkers.push(invitation.id);
    }
    const account = await db.selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).orderBy('ad_account_id').executeTakeFirstOrThrow();
    // The client reads the owner's account (issue 17: a client reads only what is shared with them), so their allowed
    // reads of the owner's objects find them.
    const clientUser = await db.selectFrom('users').select('id').where('username', '=', 'matrix-client').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => setMemberAssignments(trx, { workspaceId: owner.workspaceId, userId: clientUser.id }, { adAccountIds: [account.id], businessIds: [] }));
    const campaign = await db.selectFrom('campaigns').selectAll().where('ad_account_id', '=', account.id).executeTakeFirstOrThrow();
    fixture.ownerWorkspaceId = owner.workspaceId;
    ownerMarkers.push(owner.workspaceId);
    const ownerMail = await db.selectFrom('mail_messages').select('id').where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    fixture.ownerMailId = ownerMail.id;
    ownerMarkers.push(ownerMail.id);
    fixture.ownerAdAccountId = account.ad_account_id;
    fixture.ownerConnectionId = account.connection_id;
    fixture.ownerCampaignId = campaign.id;
    const cloned = await send({ kind: 'bearer', token: owner.token }, { method: 'POST', url: '/api/clone-campaign', payload: { campaignId: campaign.id, nameTemplate: '{name} fixture', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [account.ad_account_id] } });
    expect(cloned.statusCode).toBe(200);
    const batch = await db.selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    fixture.ownerBatchId = batch.id;
    // Only a failed target may be retried; how it failed does not matter to who may retry it.
    const target = await db.updateTable('clone_targets').set({ state: 'failed', error: JSON.stringify({ code: 'cloneUnexpected', params: {} }) }).where('batch_id', '=', batch.id).returning('id').executeTakeFirstOrThrow();
    fixture.ownerFailedTargetId = target.id;
    ownerMarkers.push(owner.id, account.id, campaign.id, batch.id, target.id, account.connection_id);
    // A second batch whose every target failed, for "retry all failed" (the first one's target is retried on its own).
    const again = await send({ kind: 'bearer', token: owner.token }, { method: 'POST', url: '/api/clone-campaign', payload: { campaignId: campaign.id, nameTemplate: '{name} fixture 2', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [account.ad_account_id] } });
    expect(again.statusCode).toBe(200);
    const failedBatch = await db.selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).where('id', '!=', batch.id).executeTakeFirstOrThrow();
    await db.updateTable('clone_targets').set({ state: 'failed', error: JSON.stringify({ code: 'cloneUnexpected', params: {} }) }).where('batch_id', '=', failedBatch.id).execute();
    fixture.ownerFailedBatchId = failedBatch.id;
    ownerMarkers.push(failedBatch.id);
    // A batch scheduled for tomorrow, so its owner may cancel it (and nobody else may).
    const startAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await send({ kind: 'bearer', token: owner.token }, { method: 'POST', url: '/api/clone-campaign', payload: { campaignId: campaign.id, nameTemplate: '{name} later', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [account.ad_account_id], options: { startAt } } });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled' });
    fixture.ownerScheduledBatchId = scheduled.json().batchId;
    ownerMarkers.push(fixture.ownerScheduledBatchId);
    const spare = await freshSession('matrix-owner');
    fixture.ownerSpareSessionId = sessionIdFromToken(spare.kind === 'bearer' ? spare.token : '');
    ownerMarkers.push(fixture.ownerSpareSessionId);
    const saved = await db.insertInto('saved_report_filters').values({ workspace_id: owner.workspaceId, name: 'Owner filter', filters: '{}' }).returning('id').executeTakeFirstOrThrow();
    fixture.ownerSavedFilterId = saved.id;
    ownerMarkers.push(saved.id);
    // One of the owner's live budgets, and a change of it, for the Budget procedures.
    fixture.ownerAccountUuid = account.id;
    const overview = await callProcedure({ kind: 'bearer', token: owner.token }, 'budget.overview', {});
    const [budgetRow] = overview.json().result.data.json.rows as Array<{ accountId: string; objectType: string; objectId: string }>;
    fixture.ownerBudgetItem = { accountId: budgetRow?.accountId ?? '', objectType: budgetRow?.objectType ?? '', objectId: budgetRow?.objectId ?? '' };
    // The budget's account is shared with the client too, so they find the change made on it.
    await db.transaction().execute((trx) => setMemberAssignments(trx, { workspaceId: owner.workspaceId, userId: clientUser.id }, { adAccountIds: [account.id, fixture.ownerBudgetItem.accountId], businessIds: [] }));
    const change = await callProcedure({ kind: 'bearer', token: owner.token }, 'budget.change', { items: [fixture.ownerBudgetItem], operation: { kind: 'raise', percent: 5 } });
    fixture.ownerBudgetChangeId = change.json().result.data.json.changeId;
    ownerMarkers.push(fixture.ownerBudgetChangeId, budgetRow?.objectId ?? '');
    // The client sees the owner's accounts (an assigned client); the manager's clones wait for approval while they
    // propose, in an account that neither the Budget rows' changes nor the clone rows' Graph calls touch, so approving
    // finds the same preview and the other rows' account is not throttled by the proposals' reads.
    const accounts = await db.selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    await db.transaction().execute((trx) => setMemberAssignments(trx, { workspaceId: owner.workspaceId, userId: clientUser.id }, { adAccountIds: accounts.map((row) => row.id), businessIds: [] }));
    const proposed = await db
      .selectFrom('campaigns')
      .innerJoin('ad_accounts', 'ad_accounts.id', 'campaigns.ad_account_id')
      .select(['campaigns.id', 'ad_accounts.ad_account_id'])
      .where('ad_accounts.workspace_id', '=', owner.workspaceId)
      .where('ad_accounts.platform_id', '=', 1)
      .where('ad_accounts.id', 'not in', [fixture.ownerBudgetItem.accountId, account.id])
      .where('ad_accounts.status', '=', 'ACTIVE')
      .orderBy('campaigns.external_id')
      .executeTakeFirstOrThrow();
    await db.updateTable('workspaces').set({ approvals_required: true }).where('id', '=', owner.workspaceId).execute();
    for (const purpose of ['read', 'approve', 'reject', 'restApprove', 'restReject'] as const) {
      const sent = await callProcedure({ kind: 'bearer', token: team.manager }, 'clone.start', { campaignId: proposed.id, nameTemplate: `{name} proposed ${purpose}`, budgetType: 'daily', dailyBudget: '5000', targetAccounts: [proposed.ad_account_id] }, owner.workspaceId);
      expect(sent.json().result?.data.json, sent.body).toMatchObject({ status: 'sent_for_approval' });
      fixture.ownerProposals[purpose] = sent.json().result.data.json.proposalId;
      ownerMarkers.push(fixture.ownerProposals[purpose]);
    }
    await db.updateTable('workspaces').set({ approvals_required: false }).where('id', '=', owner.workspaceId).execute();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await fs.rm(web.dir, { recursive: true, force: true });
  });

  function send(caller: Caller, options: InjectOptions, workspaceId?: string): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>), ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) };
    if (caller.kind === 'bearer') headers.authorization = `Bearer ${caller.token}`;
    if (caller.kind === 'cookie') {
      headers.cookie = caller.cookie;
      if (caller.xsrf) headers['x-xsrf-token'] = caller.xsrf;
    }
    return app.inject({ ...options, headers });
  }

  /** Until no sync run, clone target due now or budget item of the owner's is waiting or under way. */
  async function backgroundWorkDone() {
    const db = database().db;
    // vi.waitFor, not expect.poll: this runs in beforeAll, where expect.poll is refused.
    await vi.waitFor(
      async () => {
        const waiting = {
          syncs: (await db.selectFrom('sync_runs').select('id').where('status', 'in', ['queued', 'running']).execute()).length,
          targets: (
            await db
              .selectFrom('clone_targets')
              .innerJoin('clone_batches', 'clone_batches.id', 'clone_targets.batch_id')
              .select('clone_targets.id')
              .where((eb) => eb.or([eb('clone_targets.state', '=', 'running'), eb.and([eb('clone_targets.state', '=', 'queued'), eb.or([eb('clone_batches.starts_at', 'is', null), eb('clone_batches.starts_at', '<=', new Date())])])]))
              .execute()
          ).length,
          items: (await db.selectFrom('budget_change_items').select('id').where('state', 'in', ['queued', 'running']).execute()).length,
        };
        expect(waiting, 'background work never finished').toEqual({ syncs: 0, targets: 0, items: 0 });
      },
      { timeout: 30_000, interval: 50 },
    );
  }

  function callProcedure(caller: Caller, name: string, input: unknown, workspaceId?: string) {
    const type = procedures.find((procedure) => procedure.name === name)?.type;
    const encoded = input === undefined ? undefined : JSON.stringify({ json: input });
    if (type === 'query') return send(caller, { method: 'GET', url: `/trpc/${name}${encoded ? `?input=${encodeURIComponent(encoded)}` : ''}` }, workspaceId);
    return send(caller, { method: 'POST', url: `/trpc/${name}`, headers: { 'content-type': 'application/json' }, payload: encoded ?? '{}' }, workspaceId);
  }

  function callRoute(caller: Caller, key: string, rule: RestRule, workspaceId?: string) {
    const [method = 'GET', url = '/'] = key.split(' ');
    const input = rule.input?.(fixture);
    return send(caller, {
      method: method as InjectOptions['method'],
      url: rule.path?.(fixture) ?? url,
      ...(input === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(input) }),
    }, workspaceId);
  }

  async function freshSession(username: string): Promise<Caller> {
    const signedIn = await send({ kind: 'anonymous' }, { method: 'POST', url: '/api/auth/login', payload: { username, password: 'fleet-owner-2931' }, remoteAddress: '10.4.0.9' });
    return { kind: 'bearer', token: signedIn.json().token };
  }

  let ownUsers = 0;
  /** A user registered for one call (in their own personal workspace, as everyone starts). */
  async function registerOwn(): Promise<{ token: string; id: string; email: string }> {
    ownUsers += 1;
    const username = `matrix-own-${ownUsers}`;
    fixture.ownUsername = username;
    const registered = await send({ kind: 'anonymous' }, { method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: 'fleet-owner-2931' }, remoteAddress: `10.4.1.${ownUsers}` });
    return { token: registered.json().token, id: registered.json().user.id, email: `${username}@example.com` };
  }

  /** A user registered for one call, for calls that end the caller's other sessions (the owner's must stay). */
  async function ownUser(): Promise<Caller> {
    return { kind: 'bearer', token: (await registerOwn()).token };
  }

  /** An open invitation into a workspace for an address, with a token of its own. */
  async function insertInvitationFor(workspaceId: string, email: string): Promise<{ id: string; token: string }> {
    const token = `matrix-invitation-${crypto.randomUUID()}`;
    const row = await database()
      .db.insertInto('workspace_invitations')
      .values({ workspace_id: workspaceId, email, role: 'analyst', token_hash: sessionIdFromToken(token), invited_by: null, expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, token };
  }

  /** A user of its own for one call about a workspace: joined to it, owning one with a teammate, or invited into it. */
  async function callerFor(kind: 'joined-user' | 'own-team' | 'invited-user', workspaceId: string): Promise<Caller> {
    const db = database().db;
    const own = await registerOwn();
    if (kind === 'joined-user') {
      await db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: own.id, role: 'analyst' }).execute();
      await db.updateTable('users').set({ current_workspace_id: workspaceId }).where('id', '=', own.id).execute();
    } else if (kind === 'own-team') {
      const mate = await registerOwn();
      const { current_workspace_id: theirs } = await db.selectFrom('users').select('current_workspace_id').where('id', '=', own.id).executeTakeFirstOrThrow();
      await db.insertInto('workspace_members').values({ workspace_id: theirs ?? '', user_id: mate.id, role: 'admin' }).execute();
      fixture.ownTeammateId = mate.id;
    } else {
      // The invited person has verified their address: the app offers invitations only to its verified holder.
      const verified = await send({ kind: 'anonymous' }, { method: 'POST', url: '/api/auth/verify-email', payload: { token: await verificationTokenFor(db, own.email) } });
      expect(verified.statusCode, verified.body).toBe(200);
      const invitation = await insertInvitationFor(workspaceId, own.email);
      fixture.ownInvitationId = invitation.id;
      fixture.ownInvitationToken = invitation.token;
    }
    return { kind: 'bearer', token: own.token };
  }

  function ownerCaller(rule: AccessRule): Promise<Caller> | Caller {
    if (rule.ownerCall === 'cookie') return { kind: 'cookie', cookie: owner.cookie };
    if (rule.ownerCall === 'own-user') return ownUser();
    if (rule.ownerCall === 'joined-user' || rule.ownerCall === 'own-team' || rule.ownerCall === 'invited-user') return callerFor(rule.ownerCall, owner.workspaceId);
    return rule.ownerCall === 'fresh-session' ? freshSession('matrix-owner') : { kind: 'bearer', token: owner.token };
  }

  function strangerCaller(rule: AccessRule): Promise<Caller> | Caller {
    if (rule.ownerCall === 'own-user') return ownUser();
    if (rule.ownerCall === 'joined-user' || rule.ownerCall === 'own-team' || rule.ownerCall === 'invited-user') return callerFor(rule.ownerCall, other.workspaceId);
    return rule.ownerCall === 'fresh-session' ? freshSession('matrix-other') : { kind: 'bearer' as const, token: other.token };
  }

  const appCodeOf = (response: LightMyRequestResponse) => {
    const body = response.json();
    return body.error?.json?.data?.appCode ?? body.error;
  };

  describe('coverage', () => {
    it('has a line for every tRPC procedure, and none for a procedure that is gone', () => {
      expect(procedures.map((procedure) => procedure.name).sort()).toEqual(Object.keys(procedureAccess).sort());
    });

    it('has a line for every REST route Fastify serves, and none for a route that is gone', () => {
      const served = app.server.app.routes
        .routes()
        .filter((route) => route.method !== 'HEAD' && route.url !== TRPC_ROUTE && !publicPrefixes.some((prefix) => route.url.startsWith(prefix)))
        .map((route) => `${route.method} ${route.url}`);
      const staticFiles = web.files.map((file) => `GET /${file}`);
      expect([...new Set(served)].sort()).toEqual([...Object.keys(restAccess), ...staticFiles].sort());
    });

    it('says what every line that is not public needs of the caller', () => {
      const rules = [...Object.entries(procedureAccess), ...Object.entries(restAccess)];
      expect(rules.filter(([, rule]) => rule.access !== 'public' && !rule.needs).map(([name]) => name)).toEqual([]);
    });

    it.each(servedElsewhere)('%s is served on its own port: here it is not found, for a stranger and for the owner alike', async (key) => {
      const [method, url] = key.split(' ') as ['GET', string];
      expect(restAccess[key]).toBeUndefined();
      for (const caller of [{ kind: 'anonymous' as const }, { kind: 'bearer' as const, token: owner.token }]) expect((await send(caller, { method, url })).statusCode).toBe(404);
    });

    it('serves the web app’s files to anyone', async () => {
      for (const file of web.files) expect((await send({ kind: 'anonymous' }, { method: 'GET', url: `/${file}` })).statusCode, file).toBe(200);
    });
  });

  describe('CSRF: a mutation authenticated by the session cookie alone', () => {
    const cookieMutations = [
      ...procedures.filter(({ name, type }) => type === 'mutation' && (procedureAccess[name]?.access !== 'public' || procedureAccess[name]?.csrf)).map(({ name }) => ({ label: `tRPC ${name}`, call: (caller: Caller) => callProcedure(caller, name, procedureAccess[name]?.input?.(fixture)) })),
      ...Object.entries(restAccess)
        .filter(([key, rule]) => (rule.access !== 'public' && !key.startsWith('GET ')) || rule.csrf)
        .map(([key, rule]) => ({ label: key, call: (caller: Caller) => callRoute(caller, key, rule) })),
    ];

    it.each(cookieMutations.map((mutation) => [mutation.label, mutation] as const))('%s without X-XSRF-TOKEN is refused with 403 and changes nothing', async (_label, mutation) => {
      const before = await domainSnapshot(database().db);
      const response = await mutation.call({ kind: 'cookie', cookie: owner.cookie });
      expect(response.statusCode).toBe(403);
      expect(appCodeOf(response)).toBe('FORBIDDEN');
      // One character changed, never to the one it was: a token already ending in x would otherwise be the right one.
      const wrongXsrf = `${owner.xsrf.slice(0, -1)}${owner.xsrf.endsWith('x') ? 'y' : 'x'}`;
      const wrongHeader = await mutation.call({ kind: 'cookie', cookie: owner.cookie, xsrf: wrongXsrf });
      expect(wrongHeader.statusCode).toBe(403);
      expect(await domainSnapshot(database().db)).toEqual(before);
    });

    it('goes through with the matching header (so the refusals above are about the header alone)', async () => {
      const response = await callProcedure({ kind: 'cookie', cookie: owner.cookie, xsrf: owner.xsrf }, 'sync.start', undefined);
      expect(response.statusCode).toBe(200);
      await settledSyncRuns(database().db, owner);
    });
  });

  describe('connecting a platform in a workspace', () => {
    it('sends a manager back to the page with the role refusal, and lets an admin go on to the platform', async () => {
      for (const platform of ['facebook', 'tiktok']) {
        // The flow is a page load: it names its workspace in the query, as a download does.
        const url = `/api/auth/${platform}?return=${encodeURIComponent('/accounts')}&workspace=${owner.workspaceId}`;
        const host = new URL(app.baseUrl).host;
        const refused = await send({ kind: 'bearer', token: team.manager }, { method: 'GET', url, headers: { host } });
        expect(refused.statusCode, refused.body).toBe(302);
        expect(refused.headers.location).toContain('/accounts?connect_error=access_denied&connect_reason=role');
        const allowed = await send({ kind: 'bearer', token: team.admin }, { method: 'GET', url, headers: { host } });
        expect(allowed.statusCode, allowed.body).toBe(302);
        expect(allowed.headers.location).not.toContain('connect_error');
      }
    });

    it('refuses an SDK token connecting into the workspace for an analyst, with nothing stored', async () => {
      const before = await domainSnapshot(database().db);
      const refused = await callProcedure({ kind: 'bearer', token: team.analyst }, 'facebook.token', { accessToken: 'not-a-meta-token' }, owner.workspaceId);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.body).toContain(renderMessage(userMessage('workspaceRoleRefused', { role: 'analyst' }), 'en'));
      expect(await domainSnapshot(database().db)).toEqual(before);
    });
  });

  describe.each(['tRPC', 'REST'] as const)('%s', (surface) => {
    type Call = (caller: Caller, workspaceId?: string) => Promise<LightMyRequestResponse>;
    const rows: Array<[string, AccessRule, Call, boolean]> =
      surface === 'tRPC'
        ? Object.entries(procedureAccess).map(([name, rule]) => [name, rule, (caller, workspaceId) => callProcedure(caller, name, rule.input?.(fixture), workspaceId), procedures.find((procedure) => procedure.name === name)?.type === 'mutation'])
        : Object.entries(restAccess).map(([key, rule]) => [key, rule, (caller, workspaceId) => callRoute(caller, key, rule, workspaceId), !key.startsWith('GET ') || rule.csrf === true]);

    /**
     * In the owner's workspace: a role without the capability gets 403 `workspaceRoleRefused` naming its role and, for
     * a mutation, changes nothing; a role with it gets 2xx; a member of another workspace naming this one gets 403
     * `workspaceNotMember`.
     */
    async function checkRoles(rule: AccessRule, call: Call, mutates: boolean) {
      const needs = rule.needs;
      if (!needs || needs === 'personal') return;
      const stranger = await call({ kind: 'bearer', token: other.token }, owner.workspaceId);
      expect(stranger.statusCode, `another workspace's member: ${stranger.body}`).toBe(403);
      expect(stranger.body).toContain(renderMessage(userMessage('workspaceNotMember'), 'en'));
      // Refusals first, once earlier rows' syncs and clones have finished, so the snapshot moves only if the call did.
      if (mutates) await backgroundWorkDone();
      for (const role of TEAM_ROLES.filter((candidate) => !roleCan(candidate, needs))) {
        const before = mutates ? await domainSnapshot(database().db) : undefined;
        const refused = await call({ kind: 'bearer', token: team[role] }, owner.workspaceId);
        expect(refused.statusCode, `${role} got ${refused.statusCode} ${refused.body}`).toBe(403);
        expect(refused.body).toContain(renderMessage(userMessage('workspaceRoleRefused', { role }), 'en'));
        if (before) expect(await domainSnapshot(database().db), `${role} changed something`).toEqual(before);
      }
      if (rule.consumes) return;
      for (const role of TEAM_ROLES.filter((candidate) => roleCan(candidate, needs))) {
        const allowed = await call({ kind: 'bearer', token: team[role] }, owner.workspaceId);
        if (role === 'client' && rule.hiddenFromClients) {
          expect(allowed.statusCode, `a client got ${allowed.statusCode} ${allowed.body}`).toBe(404);
          continue;
        }
        expect([200, 201, 202, 204], `${role} got ${allowed.statusCode} ${allowed.body}`).toContain(allowed.statusCode);
      }
    }

    it.each(rows)('%s', async (_name, rule, call, mutates) => {
      const anonymous = await call({ kind: 'anonymous' });
      expect(anonymous.statusCode, 'anonymous').toBeLessThan(500);
      if (rule.access === 'public') {
        expect(anonymous.statusCode, 'anonymous on a public path').not.toBe(401);
        return;
      }
      expect(anonymous.statusCode, 'anonymous').toBe(401);
      expect(appCodeOf(anonymous)).toBe('UNAUTHENTICATED');

      const stranger = await call(await strangerCaller(rule));
      if (rule.access === 'object') {
        expect([403, 404], `another user got ${stranger.statusCode} ${stranger.body}`).toContain(stranger.statusCode);
      } else if (rule.ownerCall !== 'cookie') {
        expect([200, 201, 204], `another user: ${stranger.body}`).toContain(stranger.statusCode);
      }
      for (const marker of ownerMarkers) expect(stranger.body, 'another user sees the owner’s data').not.toContain(marker);

      await checkRoles(rule, call, mutates);

      const ownerResponse = await call(await ownerCaller(rule));
      expect([200, 201, 202, 204], `owner got ${ownerResponse.statusCode} ${ownerResponse.body}`).toContain(ownerResponse.statusCode);
    });
  });

  /**
   * Every way a Facebook connection is made, as each role of the owner's team and as a member of another workspace
   * (ADR 0071): signed in, into the team only for a role that administers it; signed out ("Continue with Facebook",
   * the SDK token), into the person's personal workspace, never the team they work in. The team's members signed up
   * with Facebook (so signing in with it finds them) and work in the team; the owner's personal workspace is the team.
   */
  describe('connecting Facebook as each role, signed in and signed out', () => {
    const CONNECTING = ['owner', ...TEAM_ROLES, 'stranger'] as const;
    type Connecting = (typeof CONNECTING)[number];
    interface Member {
      browser: Browser;
      userId: string;
      persona: 'Ana' | 'Chloé';
      personal: string;
    }
    const members = {} as Record<Connecting, Member>;
    const mayConnect = (who: Connecting) => who !== 'stranger' && roleCan(who, 'administer');
    const url = () => `/api/auth/facebook?return=${encodeURIComponent('/accounts')}&workspace=${owner.workspaceId}`;
    const connectionsOf = (userId: string, workspaceId: string) =>
      database().db.selectFrom('platform_connections').select('id').where('workspace_id', '=', workspaceId).where('connected_by', '=', userId).execute();
    const teamAdAccounts = async () => (await database().db.selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).execute()).length;
    /** A Meta token for the person's own sandbox identity, as the JavaScript SDK hands one over. */
    async function sdkToken(member: Member): Promise<string> {
      const { facebook_user_id: identity } = await database().db.selectFrom('users').select('facebook_user_id').where('id', '=', member.userId).executeTakeFirstOrThrow();
      return (await app.control('POST', '/tokens', { user_id: identity })).access_token as string;
    }
    const postToken = (caller: Caller, accessToken: string) =>
      send(caller, { method: 'POST', url: '/api/facebook/token', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ accessToken }) }, owner.workspaceId);

    beforeAll(async () => {
      const db = database().db;
      // What this block checks is where connections go. Each one queues its first sync, and a dozen demo-account syncs
      // would outlast a loaded machine's wait: with the worker stopped they stay queued, and nothing runs in the
      // background to blur "changes nothing" between two snapshots.
      await backgroundWorkDone();
      await app.stopWorkers();
      members.owner = { browser: browsers.owner, userId: owner.id, persona: 'Ana', personal: owner.workspaceId };
      members.stranger = { browser: browsers.other, userId: other.id, persona: 'Chloé', personal: other.workspaceId };
      for (const role of TEAM_ROLES) {
        const browser = createBrowser(app.baseUrl);
        expect((await connectThroughDialog(browser, app.userNamed('Chloé').id)).pathname).toBe('/auth/recovery');
        const identity = (await app.identitiesOf('Chloé')).at(-1)?.id ?? '';
        const user = await db.selectFrom('users').select(['id', 'current_workspace_id']).where('facebook_user_id', '=', identity).executeTakeFirstOrThrow();
        await db.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: user.id, role }).execute();
        await db.updateTable('users').set({ current_workspace_id: owner.workspaceId }).where('id', '=', user.id).execute();
        members[role] = { browser, userId: user.id, persona: 'Chloé', personal: user.current_workspace_id ?? '' };
      }
    }, 60_000);

    it.each(CONNECTING)('as %s, “Connect Facebook” signed in, for the team', async (who) => {
      const member = members[who];
      if (mayConnect(who)) {
        const landed = await connectThroughDialog(member.browser, app.userNamed(member.persona).id, 'continue', undefined, url());
        expect(landed.pathname).toBe('/dashboard/success');
        expect(await connectionsOf(member.userId, owner.workspaceId)).toHaveLength(1);
        return;
      }
      const before = await domainSnapshot(database().db);
      const refused = await member.browser.get(url());
      expect(refused.headers.get('location')).toBe(`/accounts?connect_error=access_denied&connect_reason=${who === 'stranger' ? 'workspace_left' : 'role'}`);
      expect(await domainSnapshot(database().db), `${who} changed something`).toEqual(before);
    });

    it.each(CONNECTING)('as %s, POST /api/facebook/token signed in, for the team', async (who) => {
      const member = members[who];
      const caller: Caller = { kind: 'bearer', token: member.browser.cookies.get('adfleet_session') ?? '' };
      const accessToken = await sdkToken(member);
      if (mayConnect(who)) {
        const connected = await postToken(caller, accessToken);
        expect(connected.statusCode, connected.body).toBe(200);
        expect(await connectionsOf(member.userId, owner.workspaceId)).toHaveLength(1);
        return;
      }
      const before = await domainSnapshot(database().db);
      const refused = await postToken(caller, accessToken);
      expect(refused.statusCode, refused.body).toBe(403);
      const said = who === 'stranger' ? userMessage('workspaceNotMember') : userMessage('workspaceRoleRefused', { role: who });
      expect(refused.json().message).toBe(renderMessage(said, 'en'));
      expect(await domainSnapshot(database().db), `${who} changed something`).toEqual(before);
    });

    it('“Connect TikTok” for the team goes on to TikTok’s page only for a role that administers it; signed out, to sign-in', async () => {
      const tiktok = `/api/auth/tiktok?return=${encodeURIComponent('/accounts')}&workspace=${owner.workspaceId}`;
      for (const who of CONNECTING) {
        const started = await members[who].browser.get(tiktok);
        const location = started.headers.get('location') ?? '';
        if (mayConnect(who)) expect(location, who).toContain(app.config.tiktok.authUrl);
        else expect(location, who).toBe(`/accounts?connect_error=access_denied&connect_reason=${who === 'stranger' ? 'workspace_left' : 'role'}&connect_platform=tiktok`);
      }
      const signedOut = await createBrowser(app.baseUrl).get(tiktok);
      expect(signedOut.headers.get('location')).toBe('/login');
    });

    it.each(CONNECTING)('as %s, “Continue with Facebook” and the SDK token signed out: into their personal workspace only', async (who) => {
      const member = members[who];
      const inTeam = await connectionsOf(member.userId, owner.workspaceId);
      const teamAccounts = await teamAdAccounts();
      signOut(member.browser);
      expect((await connectThroughDialog(member.browser, app.userNamed(member.persona).id)).pathname).toBe('/auth/recovery');
      const signedIn = await postToken({ kind: 'anonymous' }, await sdkToken(member));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().user.id).toBe(member.userId);
      // Only the owner's personal workspace is the team; nobody else's sign-in adds to it.
      expect(await connectionsOf(member.userId, owner.workspaceId)).toEqual(inTeam);
      expect(await teamAdAccounts()).toBe(teamAccounts);
      expect(await connectionsOf(member.userId, member.personal)).toHaveLength(1);
    });
  });
});
