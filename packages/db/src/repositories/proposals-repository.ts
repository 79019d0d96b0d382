import { type Selectable, sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import type { ProposalKind, ProposalState, ProposalsTable } from '../tables/approvals.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export type ProposalRow = Selectable<ProposalsTable> & { proposed_by_username: string | null; decided_by_username: string | null };

export interface NewProposal {
  workspaceId: string;
  kind: ProposalKind;
  proposedBy: string;
  preview: Record<string, unknown>;
  request: Record<string, unknown>;
  fingerprint: string;
  adAccountIds: readonly string[];
  expiresAt: Date;
}

/** A proposal waiting for a decision, in the caller's transaction (beside its audit row). */
export async function insertProposal(trx: Trx, proposal: NewProposal): Promise<{ id: string }> {
  return trx
    .insertInto('proposals')
    .values({
      workspace_id: proposal.workspaceId,
      kind: proposal.kind,
      proposed_by: proposal.proposedBy,
      preview: JSON.stringify(proposal.preview),
      request: JSON.stringify(proposal.request),
      fingerprint: proposal.fingerprint,
      ad_account_ids: [...new Set(proposal.adAccountIds)],
      expires_at: proposal.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * A client sees a proposal only when they see every ad account it touches (issue 17: never another client's names);
 * every other role sees them all.
 */
function touchedAccountsVisible(scope: WorkspaceScope) {
  if (!scope.clientAccess) return sql<boolean>`true`;
  return sql<boolean>`not exists (select 1 from unnest(p.ad_account_ids) as touched (id) where not ${visibleAccountCondition('touched.id', scope)})`;
}

function selectProposals(db: Db | Trx, scope: WorkspaceScope) {
  return db
    .selectFrom('proposals as p')
    .leftJoin('users as proposer', 'proposer.id', 'p.proposed_by')
    .leftJoin('users as decider', 'decider.id', 'p.decided_by')
    .selectAll('p')
    .select(['proposer.username as proposed_by_username', 'decider.username as decided_by_username'])
    .where('p.workspace_id', '=', scope.workspaceId)
    .where(touchedAccountsVisible(scope));
}

/** The workspace's proposals the caller may see: pending first, then newest first. */
export async function listProposals(db: Db, scope: WorkspaceScope, query: { limit: number; state?: ProposalState }): Promise<ProposalRow[]> {
  let select = selectProposals(db, scope);
  if (query.state) select = select.where('p.state', '=', query.state);
  return select
    .orderBy(sql`(p.state = 'pending')`, 'desc')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit)
    .execute();
}

/** One proposal of the workspace the caller may see; undefined for another workspace's or a client's unseen one. */
export async function findProposal(db: Db | Trx, scope: WorkspaceScope, id: string): Promise<ProposalRow | undefined> {
  return selectProposals(db, scope).where('p.id', '=', id).executeTakeFirst();
}

/** The proposal locked for a decision, so two approvers at once decide it once. */
export async function lockProposal(trx: Trx, scope: WorkspaceScope, id: string): Promise<ProposalRow | undefined> {
  return selectProposals(trx, scope).where('p.id', '=', id).forUpdate('p').executeTakeFirst();
}

export interface ProposalDecision {
  state: Exclude<ProposalState, 'pending'>;
  /** Null: AdFleet decided it (a proposal past its time). */
  decidedBy: string | null;
  decidedAt: Date;
  comment: string | null;
  cloneBatchId?: string;
  budgetChangeId?: string;
}

/** Records the decision of a pending proposal; false when it was no longer pending. */
export async function decideProposal(trx: Trx, id: string, decision: ProposalDecision): Promise<boolean> {
  const result = await trx
    .updateTable('proposals')
    .set({
      state: decision.state,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      comment: decision.comment,
      clone_batch_id: decision.cloneBatchId ?? null,
      budget_change_id: decision.budgetChangeId ?? null,
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Pending proposals past their time, oldest first, for the hourly sweep that ends them `expired`. */
export async function listExpiredPendingProposals(db: Db, now: Date, limit: number): Promise<Array<Selectable<ProposalsTable>>> {
  return db.selectFrom('proposals').selectAll().where('state', '=', 'pending').where('expires_at', '<=', now).orderBy('expires_at').limit(limit).execute();
}

/**
 * How many proposals wait for this member's decision: every pending, unexpired one for an owner or admin; for a
 * client, those on their accounts alone (and never their own).
 */
export async function countProposalsAwaiting(db: Db, scope: WorkspaceScope & { userId: string }, now: Date): Promise<number> {
  const row = await selectProposals(db, scope)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('p.state', '=', 'pending')
    .where('p.expires_at', '>', now)
    .where((eb) => eb.or([eb('p.proposed_by', 'is', null), eb('p.proposed_by', '!=', scope.userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface Approver {
  userId: string;
  username: string;
  email: string;
  language: 'en' | 'es' | null;
}

/**
 * Who may decide a proposal touching these ad accounts: the owner and admins, and each client who sees every one of
 * them (assigned the account, or its business). Oldest membership first.
 */
export async function listApprovers(db: Db | Trx, workspaceId: string, adAccountIds: readonly string[]): Promise<Approver[]> {
  const ids = [...adAccountIds];
  return db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id as userId', 'u.username', 'u.email', 'u.language'])
    .where('m.workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([
        eb('m.role', 'in', ['owner', 'admin']),
        eb.and([
          eb('m.role', '=', 'client'),
          sql<boolean>`not exists (
            select 1 from ad_accounts touched
            where touched.id = any(${ids}::uuid[])
              and not exists (select 1 from member_accounts ma where ma.workspace_id = m.workspace_id and ma.user_id = m.user_id and ma.ad_account_id = touched.id)
              and not exists (select 1 from member_businesses mb where mb.workspace_id = m.workspace_id and mb.user_id = m.user_id and mb.business_id = touched.business_id))`,
          // An account gone from the workspace is seen by no client.
          sql<boolean>`(select count(*) from ad_accounts present where present.workspace_id = m.workspace_id and present.id = any(${ids}::uuid[])) = ${ids.length}`,
        ]),
      ]),
    )
    .orderBy('m.created_at')
    .orderBy('u.id')
    .execute();
}

/** Whether a manager's clone or bulk budget change waits for approval in this workspace. */
export async function findApprovalsRequired(db: Db | Trx, workspaceId: string): Promise<boolean> {
  const row = await db.selectFrom('workspaces').select('approvals_required').where('id', '=', workspaceId).executeTakeFirst();
  return row?.approvals_required ?? false;
}

/** Turns the rule on or off; answers what it was. */
export async function setApprovalsRequired(trx: Trx, workspaceId: string, required: boolean): Promise<{ previous: boolean }> {
  const before = await trx.selectFrom('workspaces').select('approvals_required').where('id', '=', workspaceId).forUpdate().executeTakeFirstOrThrow();
  await trx.updateTable('workspaces').set({ approvals_required: required, updated_at: sql`now()` }).where('id', '=', workspaceId).execute();
  return { previous: before.approvals_required };
}
