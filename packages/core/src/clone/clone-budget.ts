import type { Db } from '@adfleet/db';
import { type RateBook, rateBook } from '../currency/convert.ts';
import { convertBudget } from '../currency/converted-budget.ts';
import { ratesOnDay } from '../currency/rates-on-day.ts';
import { dayOfInstant } from '../dates/day.ts';
import { minorToMajor } from '../money/index.ts';
import { budgetHundredths, type ClonePreflightInput, targetChoice } from './clone-request.ts';
import type { CloneBudgetConversion } from './clone-schemas.ts';

/*
 * A clone's budget in each target's own currency: the request's single budget converted at the rates of the server's
 * today, unless the target is given its own (ADR 0075). Meta's targets and TikTok's advertisers are checked alike.
 */

type BudgetRequest = Pick<ClonePreflightInput, 'budgetType' | 'dailyBudget' | 'lifetimeBudget' | 'targets' | 'budgetCurrency'>;

/** The day a request's budget is converted on (the server's today) and the rates applying then. */
export interface BudgetRates {
  day: string;
  book: RateBook;
}

/** The rates a request's budget needs: read only when it names a currency some target does not keep its budgets in. */
export async function budgetRates(db: Db, request: Pick<BudgetRequest, 'budgetCurrency'>, targetCurrencies: readonly string[], now: Date): Promise<BudgetRates> {
  const day = dayOfInstant(now);
  const from = request.budgetCurrency;
  if (!from || targetCurrencies.every((currency) => currency === from)) return { day, book: rateBook([]) };
  return { day, book: await ratesOnDay(db, [from, ...targetCurrencies], day) };
}

/** What one target's budget is: in hundredths of its currency (undefined when none is known), and how it was converted. */
export interface TargetBudget {
  hundredths: number | undefined;
  conversion: CloneBudgetConversion | null;
  /** Nothing converts the request's budget into this account's currency, and it has no budget of its own. */
  withoutRate: boolean;
}

/**
 * One target's budget: its own when the request gives one (it wins), else the request's single budget, converted into
 * the target's currency when the request says it is in another (rounded as `sensibleBudgetMinor` rounds, kept at or
 * above the account's minimum when the exact amount reaches it). The conversion is told even beside an own budget,
 * so the dialog can show what the account would otherwise get.
 */
export function targetBudget(request: BudgetRequest, account: { adAccountId: string; currency: string; minimumMinor: number | null }, rates: BudgetRates): TargetBudget {
  const own = budgetHundredths(targetChoice(request, account.adAccountId)?.budget);
  const shared = budgetHundredths(request.budgetType === 'lifetime' ? request.lifetimeBudget : request.dailyBudget);
  const from = request.budgetCurrency;
  if (shared === undefined || !from || from === account.currency) return { hundredths: own ?? shared, conversion: null, withoutRate: false };
  const asked = { amount: shared / 100, currency: from };
  const converted = convertBudget(asked.amount, from, { currency: account.currency, minimumMinor: account.minimumMinor ?? undefined }, rates.book, rates.day);
  if (converted.kind === 'noRate') return { hundredths: own, conversion: { kind: 'noRate', from: asked }, withoutRate: own === undefined };
  const amount = minorToMajor(converted.minor, account.currency);
  return { hundredths: own ?? Math.round(amount * 100), conversion: { kind: 'converted', from: asked, amount, rate: converted.rate, day: converted.day }, withoutRate: false };
}
