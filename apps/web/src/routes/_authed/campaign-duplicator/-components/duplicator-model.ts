import { budgetPrefill, type BudgetRow, parseAmount, parseMultiplier, rowAmount, toHundredths } from './budget-model';
import { type AppMode, platformCampaignUrl, platformIdOfAccount } from '@/lib/platform-links';
import type { BudgetType, Campaign, CloneAccountProgress, CloneBatchStatus, CloneRequest, CloneResultItem } from './clone-types';

export type { AppMode } from '@/lib/platform-links';
// The list's helpers, in a file of their own so the list loads without the dialog's models.
export { DEFAULT_CURRENCY, formatBudget } from './campaign-list-model';

/** Copies stay on the source's platform (Meta → TikTok is out of scope): the targets offered are its accounts only. */
export function accountsForSource<T extends { platformId: number }>(accounts: readonly T[], source: { platformId: number }): T[] {
  return accounts.filter((account) => account.platformId === source.platformId);
}

export interface TargetAccount {
  adAccountId: string;
  status: string;
  hasValidToken: boolean;
}

/** Only an ACTIVE account with a working token can receive a copy. */
export function isSelectableAccount(account: TargetAccount): boolean {
  return account.status === 'ACTIVE' && account.hasValidToken;
}

export function selectableAccountIds(accounts: readonly TargetAccount[]): string[] {
  return accounts.filter(isSelectableAccount).map((account) => account.adAccountId);
}

/** 'Seleccionar todas' is checked when there is something to select and all of it is selected. */
export function allAccountsSelected(selected: readonly string[], accounts: readonly TargetAccount[]): boolean {
  const selectable = selectableAccountIds(accounts);
  return selectable.length > 0 && selectable.every((id) => selected.includes(id));
}

/**
 * The spec's 'Seleccionar todas': checking it selects every ACTIVE account; unchecking it clears the selection only
 * when every account was selected, and otherwise leaves the selection as it was.
 */
export function toggleAllAccounts(checked: boolean, selected: readonly string[], accounts: readonly TargetAccount[]): string[] {
  if (checked) return selectableAccountIds(accounts);
  return allAccountsSelected(selected, accounts) ? [] : [...selected];
}

export function toggleAccount(selected: readonly string[], adAccountId: string, checked: boolean): string[] {
  if (checked) return selected.includes(adAccountId) ? [...selected] : [...selected, adAccountId];
  return selected.filter((id) => id !== adAccountId);
}

export interface DuplicateFormValues {
  nameTemplate: string;
  budgetType: BudgetType | '';
  /** The amount in money units of each target's currency ("25.50"), before the multiplier. */
  budget: string;
  /** The spec's optional budget multiplier, applied to `budget`; empty means ×1. */
  multiplier: string;
  /** Per account id, an amount that replaces budget × multiplier for that account alone. */
  overrides: Readonly<Record<string, string>>;
  pixelId: string;
  pageId: string;
  targetAccounts: string[];
}

/**
 * The form as the dialog opens for a campaign: the copy's name in the UI's language (`copyName` names the source, e.g.
 * "Summer sale - Copy"), the source's budget, nothing selected.
 */
export function defaultFormValues(campaign: Pick<Campaign, 'name' | 'dailyBudget' | 'lifetimeBudget' | 'currency'>, copyName: (name: string) => string): DuplicateFormValues {
  const prefill = budgetPrefill(campaign);
  return { nameTemplate: copyName(campaign.name), budgetType: prefill.budgetType, budget: prefill.amount, multiplier: '', overrides: {}, pixelId: '', pageId: '', targetAccounts: [] };
}

type FormErrorKey = 'nameRequired' | 'budgetTypeRequired' | 'budgetRequired' | 'budgetInvalid' | 'multiplierInvalid' | 'accountsRequired';
export type DuplicateFormErrors = Partial<Record<'nameTemplate' | 'budgetType' | 'budget' | 'multiplier' | 'overrides' | 'targetAccounts', FormErrorKey>>;

/** The spec's rules, plus an amount of money (the spec's top-level budget is required), a valid multiplier and overrides. */
export function validateDuplicateForm(values: DuplicateFormValues): DuplicateFormErrors {
  const errors: DuplicateFormErrors = {};
  if (values.nameTemplate.trim().length === 0) errors.nameTemplate = 'nameRequired';
  if (values.budgetType !== 'daily' && values.budgetType !== 'lifetime') errors.budgetType = 'budgetTypeRequired';
  if (values.budget.trim() === '') errors.budget = 'budgetRequired';
  else if (parseAmount(values.budget) === undefined) errors.budget = 'budgetInvalid';
  if (parseMultiplier(values.multiplier) === undefined) errors.multiplier = 'multiplierInvalid';
  const overrides = values.targetAccounts.map((id) => values.overrides[id]?.trim() ?? '').filter((text) => text !== '');
  if (overrides.some((text) => parseAmount(text) === undefined)) errors.overrides = 'budgetInvalid';
  if (values.targetAccounts.length === 0) errors.targetAccounts = 'accountsRequired';
  return errors;
}

export function hasErrors(errors: DuplicateFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The spec's single budget, in hundredths: the amount × the multiplier, to the cent; undefined while either is invalid. */
export function sharedBudgetHundredths(values: Pick<DuplicateFormValues, 'budget' | 'multiplier'>): number | undefined {
  const amount = parseAmount(values.budget);
  const factor = parseMultiplier(values.multiplier);
  if (amount === undefined || factor === undefined) return undefined;
  const hundredths = toHundredths(amount * factor);
  return hundredths > 0 ? hundredths : undefined;
}

/**
 * Each selected account's budget in hundredths of its own currency, rounded as Meta keeps it (`rowAmount`): before the
 * preflight answered, only what the form knows itself (overrides, accounts in the source's currency); with its rows,
 * the converted ones too. Accounts without a known budget are left out.
 */
export function targetBudgets(values: DuplicateFormValues, rowOf: (adAccountId: string) => BudgetRow | undefined, sourceCurrency: string): Record<string, number> {
  const budgets: Record<string, number> = {};
  for (const adAccountId of values.targetAccounts) {
    const row = rowOf(adAccountId);
    const amount = row && rowAmount(values, row, sourceCurrency);
    if (amount !== undefined) budgets[adAccountId] = toHundredths(amount);
  }
  return budgets;
}

/**
 * The spec's clone request: the chosen budget field in hundredths (the amount × the multiplier), and the pixel and
 * page only when given. Call with values that passed `validateDuplicateForm`; per-target budgets travel in `targets`.
 */
export function buildCloneRequest(campaignId: string, values: DuplicateFormValues & { budgetType: BudgetType }): CloneRequest {
  const request: CloneRequest = { campaignId, nameTemplate: values.nameTemplate.trim(), budgetType: values.budgetType, targetAccounts: [...values.targetAccounts] };
  const budget = sharedBudgetHundredths(values);
  if (budget !== undefined) {
    if (values.budgetType === 'daily') request.dailyBudget = budget;
    else request.lifetimeBudget = budget;
  }
  const pixelId = values.pixelId.trim();
  const pageId = values.pageId.trim();
  if (pixelId) request.pixelId = pixelId;
  if (pageId) request.pageId = pageId;
  return request;
}

export interface ResultCounts {
  success: number;
  error: number;
}

export function resultCounts(results: readonly Pick<CloneResultItem, 'success'>[]): ResultCounts {
  const success = results.filter((result) => result.success).length;
  return { success, error: results.length - success };
}

/** The finished accounts of a batch as result items; accounts still queued or running are left out. */
export function resultsOfStatus(status: Pick<CloneBatchStatus, 'accounts'>): CloneResultItem[] {
  return status.accounts.filter((account) => account.state === 'succeeded' || account.state === 'failed');
}

export function isFinishedState(state: CloneAccountProgress['state']): boolean {
  return state === 'succeeded' || state === 'failed' || state === 'cancelled';
}

/** Where to see a created campaign: its platform's Ads Manager, or in sandbox mode that sandbox's tree of the account. */
export function createdCampaignUrl(mode: AppMode, adAccountId: string, campaignId: string): string {
  return platformCampaignUrl(mode, platformIdOfAccount(adAccountId), adAccountId, campaignId);
}

/** Step progress in percent, 0 while the total is not known yet. */
export function progressPercent(stepsDone: number, stepsTotal: number): number {
  if (stepsTotal <= 0) return 0;
  return Math.min(100, Math.round((stepsDone / stepsTotal) * 100));
}
