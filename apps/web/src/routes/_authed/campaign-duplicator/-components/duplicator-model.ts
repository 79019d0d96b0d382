import { formatMinor } from '@adfleet/core/money';
import type { BudgetType, CloneAccountProgress, CloneBatchStatus, CloneRequest, CloneResultItem } from './clone-types';

export const DEFAULT_CURRENCY = 'USD';
/** Defaults of the duplicate form, in hundredths of each target account's currency. */
export const DEFAULT_DAILY_BUDGET = '1000';
export const LIFETIME_BUDGET_PLACEHOLDER = '10000';
export const NAME_SUFFIX = ' - CLON';
export const FACEBOOK_PLATFORM_ID = 1;

export interface BudgetFields {
  dailyBudget: number | null;
  lifetimeBudget: number | null;
  currency?: string | null;
}

/**
 * A campaign's budget as the spec shows it: the daily budget, else the lifetime one, from Meta's minor units in the
 * UI's money locale ("US$ 10,00" in es-CO, "$10.00" in en-US); null when neither is set ('No definido').
 */
export function formatBudget({ dailyBudget, lifetimeBudget, currency }: BudgetFields, locale: string): string | null {
  const minor = dailyBudget ?? lifetimeBudget;
  if (minor === null) return null;
  return formatMinor(minor, currency || DEFAULT_CURRENCY, locale);
}

export function isFacebookCampaign(campaign: { platformId: number }): boolean {
  return campaign.platformId === FACEBOOK_PLATFORM_ID;
}

/** The campaign `?campaignId=` names, by its Meta id or by AdFleet's id. */
export function findCampaignByParam<T extends { id: string; externalId: string }>(campaigns: readonly T[], param: string | undefined): T | undefined {
  if (!param) return undefined;
  return campaigns.find((campaign) => campaign.externalId === param || campaign.id === param);
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
  dailyBudget: string;
  lifetimeBudget: string;
  pixelId: string;
  pageId: string;
  targetAccounts: string[];
}

/** The form as the dialog opens for a campaign: the spec's ' - CLON' name, a daily budget of 1000, nothing selected. */
export function defaultFormValues(campaignName: string): DuplicateFormValues {
  return { nameTemplate: `${campaignName}${NAME_SUFFIX}`, budgetType: 'daily', dailyBudget: DEFAULT_DAILY_BUDGET, lifetimeBudget: '', pixelId: '', pageId: '', targetAccounts: [] };
}

export type FormErrorKey = 'nameRequired' | 'budgetTypeRequired' | 'budgetInvalid' | 'accountsRequired';
export type DuplicateFormErrors = Partial<Record<'nameTemplate' | 'budgetType' | 'budget' | 'targetAccounts', FormErrorKey>>;

const WHOLE_NUMBER = /^\d+$/;

/** The spec's three rules, plus a budget that, when given, is a whole positive number of hundredths. */
export function validateDuplicateForm(values: DuplicateFormValues): DuplicateFormErrors {
  const errors: DuplicateFormErrors = {};
  if (values.nameTemplate.trim().length === 0) errors.nameTemplate = 'nameRequired';
  if (values.budgetType !== 'daily' && values.budgetType !== 'lifetime') errors.budgetType = 'budgetTypeRequired';
  else {
    const budget = (values.budgetType === 'daily' ? values.dailyBudget : values.lifetimeBudget).trim();
    if (budget !== '' && (!WHOLE_NUMBER.test(budget) || Number(budget) <= 0)) errors.budget = 'budgetInvalid';
  }
  if (values.targetAccounts.length === 0) errors.targetAccounts = 'accountsRequired';
  return errors;
}

export function hasErrors(errors: DuplicateFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The spec's clone request: only the chosen budget field (left out when blank, for the server to reject), and the
 * pixel and page only when given. Call with values that passed `validateDuplicateForm`.
 */
export function buildCloneRequest(campaignId: string, values: DuplicateFormValues & { budgetType: BudgetType }): CloneRequest {
  const request: CloneRequest = { campaignId, nameTemplate: values.nameTemplate.trim(), budgetType: values.budgetType, targetAccounts: [...values.targetAccounts] };
  const budget = (values.budgetType === 'daily' ? values.dailyBudget : values.lifetimeBudget).trim();
  if (budget !== '') {
    if (values.budgetType === 'daily') request.dailyBudget = Number(budget);
    else request.lifetimeBudget = Number(budget);
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
  return state === 'succeeded' || state === 'failed';
}

export type AppMode = 'sandbox' | 'meta';

const ADS_MANAGER_URL = 'https://adsmanager.facebook.com/adsmanager/manage/campaigns';

/** Where to see a created campaign: Meta's Ads Manager, or in sandbox mode the sandbox's tree of the account. */
export function createdCampaignUrl(mode: AppMode, adAccountId: string, campaignId: string): string {
  if (mode === 'sandbox') return `/sandbox/graph/_sandbox/accounts/${encodeURIComponent(adAccountId)}/tree`;
  const params = new URLSearchParams({ act: adAccountId.replace(/^act_/, ''), selected_campaign_ids: campaignId });
  return `${ADS_MANAGER_URL}?${params.toString()}`;
}

/** Step progress in percent, 0 while the total is not known yet. */
export function progressPercent(stepsDone: number, stepsTotal: number): number {
  if (stepsTotal <= 0) return 0;
  return Math.min(100, Math.round((stepsDone / stepsTotal) * 100));
}
