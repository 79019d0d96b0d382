import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { AdAccountRow, BudgetChangeItemRow, BudgetChangeItemState, BudgetThresholdPeriod, StoredMessage } from '../schema.ts';
import type { CallerScope, WorkspaceScope } from '../scope.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

/** Whose budget rows a query may see: the workspace's (roles later narrow it here, in one place). */
export type BudgetScope = WorkspaceScope;

export interface BudgetThresholdWithAccount {
  adAccountId: string;
  externalAdAccountId: string;
  accountName: string;
  currency: string;
  timezoneName: string | null;
  period: BudgetThresholdPeriod;
  amountMinor: string;
}

export async function listBudgetThresholds(db: Db | Trx, scope: BudgetScope): Promise<BudgetThresholdWithAccount[]> {
  return db
    .selectFrom('budget_thresholds as t')
    .innerJoin('ad_accounts as a', 'a.id', 't.ad_account_id')
    .where('t.workspace_id', '=', scope.workspaceId)
    .where('a.workspace_id', '=', scope.workspaceId)
    .where(visibleAccountCondition('a.id', scope))
    .select([
      't.ad_account_id as adAccountId',
      'a.ad_account_id as externalAdAccountId',
      'a.name as accountName',
      'a.currency',
      'a.timezone_name as timezoneName',
      't.period',
      't.amount_minor as amountMinor',
    ])
    .orderBy('a.name')
    .execute();
}

/**
 * Every threshold set on one ad account, with its workspace: a sync of that account tells the workspace whose
 * threshold its spend reached. Only a workspace that still holds the account counts (the same join as
 * `listBudgetThresholds`).
 */
export async function listBudgetThresholdsOfAccount(db: Db | Trx, adAccountId: string): Promise<Array<BudgetThresholdWithAccount & { workspaceId: string }>> {
  return db
    .selectFrom('budget_thresholds as t')
    .innerJoin('ad_accounts as a', 'a.id', 't.ad_account_id')
    .where('t.ad_account_id', '=', adAccountId)
    .whereRef('a.workspace_id', '=', 't.workspace_id')
    .select([
      't.workspace_id as workspaceId',
      't.ad_account_id as adAccountId',
      'a.ad_account_id as externalAdAccountId',
      'a.name as accountName',
      'a.currency',
      'a.timezone_name as timezoneName',
      't.period',
      't.amount_minor as amountMinor',
    ])
    .execute();
}

/** Sets (or with a null amount, removes) the workspace's threshold of one of its accounts. */
export async function saveBudgetThreshold(trx: Trx, scope: BudgetScope, adAccountId: string, threshold: { period: BudgetThresholdPeriod; amountMinor: number } | null): Promise<void> {
  if (!threshold) {
    await trx.deleteFrom('budget_thresholds').where('workspace_id', '=', scope.workspaceId).where('ad_account_id', '=', adAccountId).execute();
    return;
  }
  await trx
    .insertInto('budget_thresholds')
    .values({ workspace_id: scope.workspaceId, ad_account_id: adAccountId, period: threshold.period, amount_minor: threshold.amountMinor })
    .onConflict((oc) => oc.columns(['workspace_id', 'ad_account_id']).doUpdateSet({ period: threshold.period, amount_minor: threshold.amountMinor, updated_at: sql`now()` }))
    .execute();
}

/** An account of the workspace by AdFleet id, or undefined (another workspace's account is not found). */
export async function findScopedAdAccount(db: Db | Trx, scope: BudgetScope, adAccountId: string): Promise<AdAccountRow | undefined> {
  return db.selectFrom('ad_accounts').selectAll().where('id', '=', adAccountId).where('workspace_id', '=', scope.workspaceId).where(visibleAccountCondition('ad_accounts.id', scope)).executeTakeFirst();
}

/** Synced account-level spend (major units, as text) between two local dates, inclusive. */
export async function sumAccountSpend(db: Db | Trx, adAccountId: string, from: string, to: string): Promise<string> {
  const row = await db
    .selectFrom('account_insights_daily')
    .where('ad_account_id', '=', adAccountId)
    .where('date', '>=', sql<Date>`${from}::date`)
    .where('date', '<=', sql<Date>`${to}::date`)
    .select(sql<string>`coalesce(sum(spend), 0)::text`.as('spend'))
    .executeTakeFirstOrThrow();
  return row.spend;
}

export interface NewBudgetChangeItem {
  adAccountId: string;
  externalAdAccountId: string;
  accountName: string;
  currency: string;
  objectType: 'campaign' | 'adset';
  objectId: string;
  objectName: string;
  budgetType: 'daily' | 'lifetime';
  oldMinor: number;
  newMinor: number;
  /** Why the item is not sent: it is stored `skipped`, finished, with this as its error. */
  notSent?: StoredMessage;
}

/**
 * A change of the workspace's budgets with its items, `created_by` naming the member who asked (`scope.userId`). Items
 * not sent are finished at once; the others wait, queued, for their jobs.
 */
export async function insertBudgetChange(
  trx: Trx,
  scope: Pick<CallerScope, 'workspaceId' | 'userId'>,
  request: Record<string, unknown>,
  items: readonly NewBudgetChangeItem[],
  /** Who approved the proposal it comes from (ADR 0058). */
  approvedBy: string | null = null,
): Promise<{ changeId: string; itemIds: string[] }> {
  const change = await trx
    .insertInto('budget_changes')
    .values({ workspace_id: scope.workspaceId, created_by: scope.userId, request: JSON.stringify(request), approved_by: approvedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await trx
    .insertInto('budget_change_items')
    .values(
      items.map((item) => ({
        change_id: change.id,
        workspace_id: scope.workspaceId,
        ad_account_id: item.adAccountId,
        external_ad_account_id: item.externalAdAccountId,
        account_name: item.accountName,
        currency: item.currency,
        object_type: item.objectType,
        object_id: item.objectId,
        object_name: item.objectName,
        budget_type: item.budgetType,
        old_minor: item.oldMinor,
        new_minor: item.newMinor,
        ...(item.notSent ? { state: 'skipped' as const, error: JSON.stringify(item.notSent), finished_at: sql<Date>`now()` } : {}),
      })),
    )
    .returning('id')
    .execute();
  return { changeId: change.id, itemIds: rows.map((row) => row.id) };
}

export async function findBudgetChange(db: Db | Trx, scope: BudgetScope, changeId: string): Promise<{ id: string; created_at: Date } | undefined> {
  let select = db.selectFrom('budget_changes').select(['id', 'created_at']).where('id', '=', changeId).where('workspace_id', '=', scope.workspaceId);
  // A client finds only a change that touched one of their accounts.
  if (scope.clientAccess) {
    select = select.where(({ exists, selectFrom }) =>
      exists(selectFrom('budget_change_items as mine').select('mine.id').whereRef('mine.change_id', '=', 'budget_changes.id').where(visibleAccountCondition('mine.ad_account_id', scope))),
    );
  }
  return select.executeTakeFirst();
}

/** A change's items; for a client, only those on their accounts. */
export async function listBudgetChangeItems(db: Db | Trx, changeId: string, scope?: BudgetScope): Promise<BudgetChangeItemRow[]> {
  return db
    .selectFrom('budget_change_items')
    .selectAll()
    .where('change_id', '=', changeId)
    .where(scope ? visibleAccountCondition('budget_change_items.ad_account_id', scope) : sql<boolean>`true`).orderBy('account_name').orderBy('object_name').orderBy('id').execute();
}

/**
 * For the job: an item by id, whichever workspace holds it, with the member who asked for its change (null once they
 * deleted their account): the job acts for them in the item's workspace.
 */
export async function findBudgetChangeItem(db: Db | Trx, itemId: string): Promise<(BudgetChangeItemRow & { created_by: string | null }) | undefined> {
  return db
    .selectFrom('budget_change_items as i')
    .innerJoin('budget_changes as c', 'c.id', 'i.change_id')
    .selectAll('i')
    .select('c.created_by')
    .where('i.id', '=', itemId)
    .executeTakeFirst();
}

export async function markBudgetChangeItemRunning(db: Db | Trx, itemId: string, at: Date): Promise<void> {
  await db.updateTable('budget_change_items').set({ state: 'running', started_at: at }).where('id', '=', itemId).where('state', 'in', ['queued', 'running']).execute();
}

/** Ends an item once: a finished item is never moved again (a late retry of its job changes nothing). */
export async function finishBudgetChangeItem(trx: Trx, itemId: string, outcome: { state: Extract<BudgetChangeItemState, 'succeeded' | 'failed'>; error: StoredMessage | null; at: Date }): Promise<boolean> {
  const result = await trx
    .updateTable('budget_change_items')
    .set({ state: outcome.state, error: outcome.error ? JSON.stringify(outcome.error) : null, finished_at: outcome.at })
    .where('id', '=', itemId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * How many budget changes AdFleet made to each of these objects since `since`, or is making (asked since then and not
 * finished): Meta allows 4 an hour per ad set. Changes made elsewhere (Ads Manager, other tools) are not known here.
 */
export async function countRecentBudgetChanges(db: Db | Trx, objectIds: readonly string[], since: Date): Promise<Map<string, number>> {
  if (objectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('budget_change_items')
    .where('object_id', 'in', objectIds)
    .where((eb) => eb.or([eb.and([eb('state', '=', 'succeeded'), eb('finished_at', '>=', since)]), eb.and([eb('state', 'in', ['queued', 'running']), eb('created_at', '>=', since)])]))
    .groupBy('object_id')
    .select(['object_id', sql<string>`count(*)::text`.as('count')])
    .execute();
  return new Map(rows.map((row) => [row.object_id, Number(row.count)]));
}
