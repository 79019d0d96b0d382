import { type BudgetThresholdWithAccount, type Db, sumAccountSpend, type Trx } from '@adfleet/db';
import { majorToMinor } from '../money/index.ts';
import { localDate } from '../dates/local-date.ts';
import type { BudgetThresholdStatus } from './budget-schemas.ts';

/** One threshold against the synced spend of its current period. */
export async function budgetThresholdStatusOf(db: Db | Trx, threshold: BudgetThresholdWithAccount, now: Date): Promise<BudgetThresholdStatus> {
  const today = localDate(now, threshold.timezoneName);
  const periodFrom = threshold.period === 'day' ? today : `${today.slice(0, 8)}01`;
  const spentMinor = majorToMinor(Number(await sumAccountSpend(db, threshold.adAccountId, periodFrom, today)), threshold.currency);
  const thresholdMinor = Number(threshold.amountMinor);
  return {
    accountId: threshold.adAccountId,
    accountName: threshold.accountName,
    adAccountId: threshold.externalAdAccountId,
    currency: threshold.currency,
    period: threshold.period,
    thresholdMinor,
    spentMinor,
    periodFrom,
    over: spentMinor >= thresholdMinor,
  };
}
