import { type BudgetScope, listAdAccounts, listSyncedCampaignBudgets, type SyncedCampaignBudgetRow, workspaceScopeOf } from '@adfleet/db';
import { userMessage } from '../messages/index.ts';
import { majorToMinor } from '../money/index.ts';
import type { BudgetDeps } from './budget-deps.ts';
import { budgetPeriod, pacing } from './budget-pacing.ts';
import type { BudgetAccount, BudgetOverview, BudgetRow } from './budget-schemas.ts';
import type { BudgetThresholdStatus } from './budget-schemas.ts';

const positive = (value: string | null) => (value !== null && Number(value) > 0 ? Number(value) : undefined);

function syncedRow(row: SyncedCampaignBudgetRow, platformId: number, now: Date): BudgetRow | undefined {
  const daily = positive(row.dailyBudget);
  const lifetime = positive(row.lifetimeBudget);
  const budget = daily ? { budgetType: 'daily' as const, budgetMinor: daily } : lifetime ? { budgetType: 'lifetime' as const, budgetMinor: lifetime } : undefined;
  if (!budget) return undefined;
  // The sync keeps no schedule for a lifetime budget: its period is open, so its pacing stays unknown.
  const period = budget.budgetType === 'daily' ? budgetPeriod({ type: 'daily' }, now, row.timezoneName) : null;
  const spentMinor = majorToMinor(Number(budget.budgetType === 'daily' ? row.spendToday : row.spendLifetime), row.currency);
  const pace = pacing(budget.budgetMinor, spentMinor, period, now);
  return {
    accountId: row.accountId,
    platformId,
    accountName: row.accountName,
    adAccountId: row.adAccountId,
    currency: row.currency,
    objectType: 'campaign',
    objectId: row.externalId,
    name: row.name,
    campaignName: row.name,
    ...budget,
    spentMinor,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    pacing: pace.status,
    projectedMinor: pace.projectedMinor,
    changesLeftThisHour: null,
    readOnly: userMessage('budgetSyncedOnly'),
  };
}

/**
 * The budgets of a platform the Budget page does not read live (TikTok): each active campaign's budget and spend as
 * the last sync stored them, shown beside Meta's live ones but not changeable from AdFleet.
 */
export async function syncedBudgetOverview(
  deps: Pick<BudgetDeps, 'db'>,
  scope: BudgetScope,
  platformId: number,
  now: Date,
  thresholdOf: ReadonlyMap<string, BudgetThresholdStatus>,
): Promise<BudgetOverview> {
  const [accounts, campaigns] = await Promise.all([
    listAdAccounts(deps.db, { ...workspaceScopeOf(scope), platformId }),
    listSyncedCampaignBudgets(deps.db, scope, { platformId, now }),
  ]);
  return {
    accounts: accounts
      .filter((account) => account.status === 'ACTIVE')
      .map(
        (account): BudgetAccount => ({
          accountId: account.id,
          platformId,
          accountName: account.name,
          adAccountId: account.ad_account_id,
          currency: account.currency,
          spendCapMinor: null,
          amountSpentMinor: null,
          minimumBudgetMinor: account.min_daily_budget === null ? null : Number(account.min_daily_budget),
          threshold: thresholdOf.get(account.id) ?? null,
          error: null,
        }),
      ),
    rows: campaigns.map((row) => syncedRow(row, platformId, now)).filter((row) => row !== undefined),
  };
}
