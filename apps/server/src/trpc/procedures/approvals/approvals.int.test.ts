import { type BudgetRow, expireProposals, type Proposal } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { waitFor } from '../../../trials/wait-for.ts';
import { createSourceCampaign, graphPost, tree } from '../clone/clone-fixture.ts';
import { registerMember } from '../clone/clone-members.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

/**
 * Approvals (issue 17 item 5, ADR 0058) against the Graph sandbox and a real worker: a manager's clone or budget change
 * waits as a proposal; only an approver's approval runs it, exactly as previewed and as its proposer; a rejected,
 * expired or changed one runs nothing.
 */
describe('approvals: proposals that run exactly as previewed', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const people = {} as Record<'admin' | 'manager' | 'analyst' | 'clientEu' | 'clientUs', { id: string; token: string }>;
  const acts = { us: '', eu: '' };
  const uuids = { us: '', eu: '' };
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    Object.assign(owner, await app.registerConnected('appr-owner', { ip: '10.9.7.1', persona: 'Ana' }));
    for (const [index, [key, role]] of ([['admin', 'admin'], ['manager', 'manager'], ['analyst', 'analyst'], ['clientEu', 'client'], ['clientUs', 'client']] as const).entries()) {
      people[key] = await registerMember(app, db(), owner.workspaceId, { username: `appr-${key.toLowerCase()}`, ip: `10.9.7.${index + 2}`, role });
    }
    const { accounts } = await app.control('GET', '');
    acts.us = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('US Store'))?.id ?? '';
    acts.eu = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('EU'))?.id ?? '';
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.us, 'Approval Source');
    await app.startWorker();
    await settledSyncRuns(db(), owner);
    await caller(owner.token).sync.start();
    await settledSyncRuns(db(), owner, { atLeast: 3 });
    const rows = await db().selectFrom('ad_accounts').select(['id', 'ad_account_id']).where('workspace_id', '=', owner.workspaceId).execute();
    uuids.us = rows.find((row) => row.ad_account_id === acts.us)?.id ?? '';
    uuids.eu = rows.find((row) => row.ad_account_id === acts.eu)?.id ?? '';
    // Each client sees one account: the EU one the clones go to, or the US one alone.
    await db()
      .insertInto('member_accounts')
      .values([
        { workspace_id: owner.workspaceId, user_id: people.clientEu.id, ad_account_id: uuids.eu },
        { workspace_id: owner.workspaceId, user_id: people.clientUs.id, ad_account_id: uuids.us },
      ])
      .execute();
  }, 180_000);
  afterAll(() => app.close());

  function caller(token: string) {
    return callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, token);
  }
  const as = (who: keyof typeof people) => caller(people[who].token);
  const cloneRequest = (label: string) => ({ campaignId: source.campaignId, nameTemplate: `{name} · ${label} {account}`, budgetType: 'daily' as const, dailyBudget: '40000', targetAccounts: [acts.eu] });
  const proposalRow = (id: string) => db().selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (proposalId: string) =>
    db().selectFrom('audit_log').select(['action', 'actor_user_id']).where('target_type', '=', 'proposal').where('target_id', '=', proposalId).orderBy('id').execute();
  async function propose(label: string) {
    const answer = await as('manager').clone.start(cloneRequest(label));
    if (!('proposalId' in answer)) throw new Error(`the manager's clone ran: ${JSON.stringify(answer)}`);
    return answer.proposalId;
  }

  it('is off by default; any member reads the rule, only an admin changes it, audit-logged', async () => {
    expect(await as('analyst').approvals.settings()).toEqual({ required: false });
    await expect(as('manager').approvals.setRequired({ required: true })).rejects.toMatchObject({ code: 'FORBIDDEN', cause: { userMessage: { code: 'workspaceRoleRefused' } } });
    expect(await as('admin').approvals.setRequired({ required: true })).toEqual({ required: true });
    expect(await as('clientEu').approvals.settings()).toEqual({ required: true });
    const audit = await db().selectFrom('audit_log').select(['actor_user_id', 'metadata']).where('action', '=', 'approval.rule_set').execute();
    expect(audit).toEqual([{ actor_user_id: people.admin.id, metadata: { required: true, previous: false } }]);
  });

  let approvedId = '';

  it("sends a manager's clone for approval with its preview, creates nothing, and asks each approver who sees its accounts", async () => {
    const before = ((await tree(app, acts.eu)).campaigns as any[]).length;
    approvedId = await propose('approved');
    expect(await db().selectFrom('clone_batches').select('id').execute()).toEqual([]);
    expect(((await tree(app, acts.eu)).campaigns as any[]).length).toBe(before);

    const proposal = await as('manager').approvals.get({ id: approvedId });
    expect(proposal).toMatchObject({ kind: 'clone', state: 'pending', proposedBy: { userId: people.manager.id, username: 'appr-manager' }, adAccountIds: [acts.eu], canDecide: false });
    expect(proposal.preview).toMatchObject({ kind: 'clone', sources: [{ campaignId: source.campaignId, name: 'Approval Source' }], targets: [{ adAccountId: acts.eu, problem: null }] });
    const [target] = proposal.preview.kind === 'clone' ? proposal.preview.targets : [];
    expect(target?.campaignName).toBe(`Approval Source · approved ${target?.accountName}`);
    expect(target?.budgetMinor).toBeGreaterThan(0);

    // The owner, the admin and the client who sees the EU account are asked (notice and email); the US client is not.
    const asked = await db().selectFrom('notifications').select('user_id').where('kind', '=', 'approval_requested').execute();
    expect(asked.map((row) => row.user_id).sort()).toEqual([owner.id, people.admin.id, people.clientEu.id].sort());
    const mails = await db().selectFrom('mail_messages').select(['user_id', 'text_body']).where('template', '=', 'approval-requested').execute();
    expect(mails.map((row) => row.user_id).sort()).toEqual([owner.id, people.admin.id, people.clientEu.id].sort());
    expect(mails[0]?.text_body).toContain(`/approvals/${approvedId}`);
    expect(await as('clientEu').approvals.pendingCount()).toEqual({ count: 1 });
    expect(await as('clientUs').approvals.pendingCount()).toEqual({ count: 0 });
    expect(await as('manager').approvals.pendingCount()).toEqual({ count: 0 });
  });

  it('lets neither an analyst, nor the manager, nor a client of other accounts decide it, and changes nothing', async () => {
    await expect(as('analyst').approvals.approve({ id: approvedId })).rejects.toMatchObject({ code: 'FORBIDDEN', cause: { userMessage: { code: 'workspaceRoleRefused' } } });
    await expect(as('manager').approvals.approve({ id: approvedId })).rejects.toMatchObject({ code: 'FORBIDDEN', cause: { userMessage: { code: 'workspaceRoleRefused' } } });
    await expect(as('clientUs').approvals.approve({ id: approvedId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as('clientUs').approvals.get({ id: approvedId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await as('clientUs').approvals.list()).items).toEqual([]);
    // Four eyes: even made an admin, the proposer cannot approve their own proposal.
    await db().updateTable('workspace_members').set({ role: 'admin' }).where('user_id', '=', people.manager.id).where('workspace_id', '=', owner.workspaceId).execute();
    await expect(as('manager').approvals.approve({ id: approvedId })).rejects.toMatchObject({ code: 'FORBIDDEN', cause: { userMessage: { code: 'approvalOwnProposal' } } });
    await db().updateTable('workspace_members').set({ role: 'manager' }).where('user_id', '=', people.manager.id).where('workspace_id', '=', owner.workspaceId).execute();
    expect(await proposalRow(approvedId)).toMatchObject({ state: 'pending', decided_by: null });
    expect(await db().selectFrom('clone_batches').select('id').execute()).toEqual([]);
  });

  it('runs exactly the previewed clone when the client of its account approves it, as its proposer, PAUSED', async () => {
    const proposal = await as('clientEu').approvals.get({ id: approvedId });
    expect(proposal.canDecide).toBe(true);
    const decided = await as('clientEu').approvals.approve({ id: approvedId, comment: 'Go ahead' });
    expect(decided).toMatchObject({ id: approvedId, cloneBatchId: expect.any(String), budgetChangeId: null });
    const batchId = decided.cloneBatchId ?? '';

    // The batch is the preview: same accounts, names and budgets; started by the manager, approved by the client.
    const batch = await db().selectFrom('clone_batches').select(['created_by', 'approved_by', 'workspace_id']).where('id', '=', batchId).executeTakeFirstOrThrow();
    expect(batch).toEqual({ created_by: people.manager.id, approved_by: people.clientEu.id, workspace_id: owner.workspaceId });
    const targets = await db().selectFrom('clone_targets').select(['ad_account_id', 'external_ad_account_id', 'account_name', 'currency', 'campaign_name', 'budget_minor']).where('batch_id', '=', batchId).execute();
    const preview = proposal.preview.kind === 'clone' ? proposal.preview.targets : [];
    expect(targets.map((row) => ({ accountId: row.ad_account_id, adAccountId: row.external_ad_account_id, accountName: row.account_name, currency: row.currency, campaignName: row.campaign_name, budgetMinor: row.budget_minor === null ? null : Number(row.budget_minor) }))).toEqual(
      preview.map(({ accountId, adAccountId, accountName, currency, campaignName, budgetMinor }) => ({ accountId, adAccountId, accountName, currency, campaignName, budgetMinor })),
    );
    expect(await proposalRow(approvedId)).toMatchObject({ state: 'approved', decided_by: people.clientEu.id, comment: 'Go ahead', clone_batch_id: batchId });

    const status = await waitFor('the approved clone to finish', async () => {
      const read = await caller(owner.token).clone.status({ batchId });
      return read.status === 'completed' ? read : undefined;
    }, 60_000);
    expect(status.accounts.map((account) => account.state)).toEqual(['succeeded']);
    const created = ((await tree(app, acts.eu)).campaigns as any[]).filter((campaign) => campaign.name === preview[0]?.campaignName);
    expect(created.map((campaign) => campaign.status)).toEqual(['PAUSED']);

    expect(await auditOf(approvedId)).toEqual([
      { action: 'approval.proposed', actor_user_id: people.manager.id },
      { action: 'approval.approved', actor_user_id: people.clientEu.id },
    ]);
    const requested = await db().selectFrom('audit_log').select('actor_user_id').where('action', '=', 'clone.requested').where('target_id', '=', batchId).execute();
    expect(requested).toEqual([{ actor_user_id: people.manager.id }]);
    const told = await db().selectFrom('notifications').select(['user_id', 'params']).where('kind', '=', 'approval_decided').execute();
    expect(told).toEqual([{ user_id: people.manager.id, params: { proposalId: approvedId, work: 'clone', outcome: 'approved', by: 'appr-clienteu' } }]);
    // Decided once: a second approval changes nothing.
    await expect(as('admin').approvals.approve({ id: approvedId })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'approvalNotPending' } } });
    expect(await db().selectFrom('clone_batches').select('id').execute()).toHaveLength(1);
  }, 90_000);

  it('runs nothing when rejected, and tells the proposer with the comment kept', async () => {
    const id = await propose('rejected');
    expect(await as('admin').approvals.reject({ id, comment: 'Not this week' })).toEqual({ id, cloneBatchId: null, budgetChangeId: null });
    expect(await proposalRow(id)).toMatchObject({ state: 'rejected', decided_by: people.admin.id, comment: 'Not this week', clone_batch_id: null });
    expect(await db().selectFrom('clone_batches').select('id').execute()).toHaveLength(1);
    await expect(caller(owner.token).approvals.approve({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['approval.proposed', 'approval.rejected']);
    expect(await db().selectFrom('notifications').select('params').where('kind', '=', 'approval_decided').where('dedup_key', '=', `approval_decided:${id}`).execute()).toEqual([
      { params: { proposalId: id, work: 'clone', outcome: 'rejected', by: 'appr-admin' } },
    ]);
  });

  it('does not run a clone whose target account is no longer usable: superseded, to be proposed again', async () => {
    const id = await propose('gone');
    await db().updateTable('ad_accounts').set({ status: 'DISABLED' }).where('id', '=', uuids.eu).execute();
    try {
      await expect(caller(owner.token).approvals.approve({ id })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'approvalSuperseded' } } });
    } finally {
      await db().updateTable('ad_accounts').set({ status: 'ACTIVE' }).where('id', '=', uuids.eu).execute();
    }
    expect(await proposalRow(id)).toMatchObject({ state: 'superseded', decided_by: owner.id, clone_batch_id: null });
    expect(await db().selectFrom('clone_batches').select('id').execute()).toHaveLength(1);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['approval.proposed', 'approval.superseded']);
  });

  it('does not run an expired proposal (7 days): expired, shown so, nothing created', async () => {
    const id = await propose('expired');
    await db().updateTable('proposals').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    expect((await as('admin').approvals.get({ id })).state).toBe('expired');
    await expect(as('admin').approvals.approve({ id })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'approvalExpired' } } });
    expect(await proposalRow(id)).toMatchObject({ state: 'expired', clone_batch_id: null });
    expect(await db().selectFrom('clone_batches').select('id').execute()).toHaveLength(1);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['approval.proposed', 'approval.expired']);
  });

  it('ends proposals past their 7 days in the hourly sweep, by the system, telling the proposer; others stay pending', async () => {
    const late = await propose('swept late');
    const fresh = await propose('swept fresh');
    await db().updateTable('proposals').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', late).execute();
    expect(await expireProposals(db(), new Date())).toEqual({ expired: 1 });
    expect(await proposalRow(late)).toMatchObject({ state: 'expired', decided_by: null, clone_batch_id: null });
    expect(await proposalRow(fresh)).toMatchObject({ state: 'pending' });
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_type', 'workspace_id']).where('target_id', '=', late).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'approval.proposed', actor_type: 'user', workspace_id: owner.workspaceId },
      { action: 'approval.expired', actor_type: 'system', workspace_id: owner.workspaceId },
    ]);
    expect(await db().selectFrom('notifications').select(['user_id', 'params']).where('dedup_key', '=', `approval_decided:${late}`).execute()).toEqual([
      { user_id: people.manager.id, params: { proposalId: late, work: 'clone', outcome: 'expired', by: null } },
    ]);
    // Swept once: a second sweep finds nothing more.
    expect(await expireProposals(db(), new Date())).toEqual({ expired: 0 });
    await as('admin').approvals.reject({ id: fresh });
  });

  describe('bulk budget changes', () => {
    let rows: BudgetRow[] = [];
    const ref = (row: BudgetRow) => ({ accountId: row.accountId, objectType: row.objectType, objectId: row.objectId });
    const budgetAtMeta = async (row: BudgetRow) => Number((await app.graphGet(row.objectId, { access_token: await app.mintToken('Ana'), fields: `${row.budgetType}_budget` }))[`${row.budgetType}_budget`]);

    beforeAll(async () => {
      rows = (await caller(owner.token).budget.overview({})).rows.filter((row) => row.objectType === 'adset' && row.budgetType === 'daily' && row.changesLeftThisHour === 4 && row.accountId === uuids.us);
    });

    it("runs an owner's change at once, while a manager's waits with its preview", async () => {
      const [mine, theirs] = rows as [BudgetRow, BudgetRow];
      const started = await caller(owner.token).budget.change({ items: [ref(mine)], operation: { kind: 'raise', percent: 5 } });
      expect(started).toMatchObject({ changeId: expect.any(String), items: 1 });
      const sent = await as('manager').budget.change({ items: [ref(theirs)], operation: { kind: 'raise', percent: 10 } });
      expect(sent).toMatchObject({ status: 'sent_for_approval' });
      const proposal = await as('clientUs').approvals.get({ id: (sent as { proposalId: string }).proposalId });
      expect(proposal.preview).toMatchObject({ kind: 'budget_change', rows: [{ objectId: theirs.objectId, adAccountId: acts.us, oldMinor: theirs.budgetMinor, newMinor: Math.round(theirs.budgetMinor * 1.1) }] });
      expect(await db().selectFrom('budget_changes').select('created_by').execute()).toEqual([{ created_by: owner.id }]);
    });

    it('runs the previewed values as the proposer once approved; a budget changed at Meta since makes it superseded', async () => {
      const [, , kept, moved] = rows as [BudgetRow, BudgetRow, BudgetRow, BudgetRow];
      const keptSent = await as('manager').budget.change({ items: [ref(kept)], operation: { kind: 'raise', percent: 20 } });
      const movedSent = await as('manager').budget.change({ items: [ref(moved)], operation: { kind: 'raise', percent: 20 } });
      const keptId = (keptSent as { proposalId: string }).proposalId;
      const movedId = (movedSent as { proposalId: string }).proposalId;

      // Someone changes the second budget at Meta meanwhile: its preview is no longer what would run.
      await graphPost(app, await app.mintToken('Ana'), moved.objectId, { daily_budget: moved.budgetMinor + 700 });
      await expect(as('clientUs').approvals.approve({ id: movedId })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'approvalSuperseded' } } });
      expect(await proposalRow(movedId)).toMatchObject({ state: 'superseded', budget_change_id: null });
      expect(await budgetAtMeta(moved)).toBe(moved.budgetMinor + 700);

      const decided = await as('clientUs').approvals.approve({ id: keptId });
      const change = await db().selectFrom('budget_changes').select(['created_by', 'approved_by']).where('id', '=', decided.budgetChangeId ?? '').executeTakeFirstOrThrow();
      expect(change).toEqual({ created_by: people.manager.id, approved_by: people.clientUs.id });
      const expected = Math.round(kept.budgetMinor * 1.2);
      const items = await db().selectFrom('budget_change_items').select(['object_id', 'old_minor', 'new_minor']).where('change_id', '=', decided.budgetChangeId ?? '').execute();
      expect(items.map((item) => [item.object_id, Number(item.old_minor), Number(item.new_minor)])).toEqual([[kept.objectId, kept.budgetMinor, expected]]);
      await waitFor('the approved budget to land at Meta', async () => ((await budgetAtMeta(kept)) === expected ? true : undefined), 30_000);
    }, 60_000);
  });

  describe('REST', () => {
    const rest = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${app.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

    it('lists proposals pending first and decides one, with errors in the documented shape', async () => {
      const id = await propose('rest');
      const listed = await rest(owner.token, 'GET', '/api/approvals');
      expect(listed.status).toBe(200);
      const items = (await listed.json()) as Proposal[];
      expect(items[0]).toMatchObject({ id, kind: 'clone', state: 'pending', adAccountIds: [acts.eu], proposedBy: { username: 'appr-manager' }, canDecide: true });
      // Pending first (newest first among them), then the decided ones.
      const decidedFrom = items.findIndex((item) => item.state !== 'pending');
      expect(decidedFrom).toBeGreaterThan(0);
      expect(items.slice(decidedFrom).every((item) => item.state !== 'pending')).toBe(true);

      const tooLong = await rest(owner.token, 'POST', `/api/approvals/${id}/reject`, { comment: 'x'.repeat(1001) });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.any(String) });
      const unknown = await rest(owner.token, 'POST', '/api/approvals/00000000-0000-4000-8000-000000000000/approve', {});
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'NOT_FOUND', message: 'This approval request was not found.' });
      const refused = await rest(people.analyst.token, 'POST', `/api/approvals/${id}/reject`, {});
      expect(refused.status).toBe(403);

      const rejected = await rest(owner.token, 'POST', `/api/approvals/${id}/reject`, { comment: 'Later' });
      expect(rejected.status).toBe(200);
      expect(await rejected.json()).toEqual({ id, cloneBatchId: null, budgetChangeId: null });
      const again = await rest(owner.token, 'POST', `/api/approvals/${id}/approve`);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: 'CONFLICT' });
    });

    it("answers a manager's POST /api/clone-campaign 202 sent for approval", async () => {
      const response = await rest(people.manager.token, 'POST', '/api/clone-campaign', cloneRequest('rest clone'));
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ status: 'sent_for_approval', proposalId: expect.any(String), approvalsUrl: '/api/approvals' });
    });
  });
});
