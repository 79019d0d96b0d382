import { MAX_BUDGET_MULTIPLIER, MIN_BUDGET_MULTIPLIER } from '@adfleet/core/clone-option-limits';
import { majorToMinor, minorToMajor } from '@adfleet/core/money';
import type { BudgetType, Campaign, ClonePreflightTarget } from './clone-types';

/** What the budget field opens with: the source campaign's own budget in money units, or nothing when it has none. */
export interface BudgetPrefill {
  budgetType: BudgetType;
  amount: string;
  /** 'campaign' when the figure is the source campaign's; 'adSets' when its budgets live on its ad sets (not listed). */
  from: 'campaign' | 'adSets';
}

/**
 * The source campaign's budget as a person types it (5000 USD cents → "50.00", 5000 JPY → "5000"). A campaign with
 * neither budget keeps them on its ad sets, which the list does not carry: the form asks Meta (useSourceBudgetPrefill).
 */
export function budgetPrefill(campaign: Pick<Campaign, 'dailyBudget' | 'lifetimeBudget' | 'currency'>): BudgetPrefill {
  const currency = campaign.currency || 'USD';
  if (campaign.dailyBudget !== null) return { budgetType: 'daily', amount: plainAmount(minorToMajor(campaign.dailyBudget, currency)), from: 'campaign' };
  if (campaign.lifetimeBudget !== null) return { budgetType: 'lifetime', amount: plainAmount(minorToMajor(campaign.lifetimeBudget, currency)), from: 'campaign' };
  return { budgetType: 'daily', amount: '', from: 'adSets' };
}

/** An amount written without grouping, with two decimals only when it has cents: 50 → "50", 25.5 → "25.50". */
export function plainAmount(major: number): string {
  return Number.isInteger(major) ? String(major) : major.toFixed(2);
}

// Up to two decimals, with a point or (as Spanish writes it) a comma.
const MONEY = /^\d+(?:[.,]\d{1,2})?$/;
const MULTIPLIER = /^\d+(?:[.,]\d+)?$/;

/** A typed amount of money ("25.50", "25,5", "1000"), or undefined when it is not a positive amount. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return value > 0 ? value : undefined;
}

/** The optional budget multiplier: 1 when left empty, undefined when it is not a number from 0.01 to 100 (the server's bounds). */
export function parseMultiplier(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 1;
  if (!MULTIPLIER.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return value >= MIN_BUDGET_MULTIPLIER && value <= MAX_BUDGET_MULTIPLIER ? value : undefined;
}

/**
 * One account's budget in its own currency units: its override when one is typed, else the amount × the multiplier,
 * rounded as Meta keeps that currency (cents for USD, whole units for JPY, TWD, COP). Undefined when nothing valid.
 */
export function targetAmount(base: string, multiplier: string, override: string | undefined, currency: string): number | undefined {
  const own = override?.trim() ? parseAmount(override) : undefined;
  if (override?.trim()) return own === undefined ? undefined : asMetaKeepsIt(own, currency);
  const amount = parseAmount(base);
  const factor = parseMultiplier(multiplier);
  if (amount === undefined || factor === undefined) return undefined;
  const kept = asMetaKeepsIt(amount * factor, currency);
  return kept > 0 ? kept : undefined;
}

/** What an account's budget depends on: its currency and, from its preflight row, the server's conversion (if any). */
export type BudgetRow = Pick<ClonePreflightTarget, 'adAccountId' | 'currency'> & { budgetConversion?: ClonePreflightTarget['budgetConversion'] | undefined };

/**
 * One account's budget in its own currency units, as its row shows it and the clone sends it: its override when one is
 * typed; in the source's own currency, the amount × the multiplier; in another, the server's conversion of that (at the
 * day's rate, rounded there). Undefined while no conversion is known or none is possible: the source's figure is never
 * read as another currency's.
 */
export function rowAmount(values: { budget: string; multiplier: string; overrides: Readonly<Record<string, string>> }, row: BudgetRow, sourceCurrency: string): number | undefined {
  const override = values.overrides[row.adAccountId];
  if (override?.trim() || row.currency === sourceCurrency) return targetAmount(values.budget, values.multiplier, override, row.currency);
  return row.budgetConversion?.kind === 'converted' ? row.budgetConversion.amount : undefined;
}

function asMetaKeepsIt(major: number, currency: string): number {
  return minorToMajor(majorToMinor(major, currency), currency);
}

/** A conversion's rate to five significant figures, enough to redo it by hand: 1.1765, 191.18, 5,188.2. */
export function formatExchangeRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 5 }).format(rate);
}

/** An amount in money units as the API's hundredths of the account's currency (25.5 → 2550, 5000 yen → 500000). */
export function toHundredths(major: number): number {
  return Math.round(major * 100);
}
