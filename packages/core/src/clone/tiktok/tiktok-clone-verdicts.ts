import type { AdAccountRow } from '@adfleet/db';
import { type UserMessage, userMessage } from '../../messages/index.ts';
import { hundredthsToMinor, minorToMajor } from '../../money/index.ts';
import { effectiveNameTemplate } from '../clone-options.ts';
import { type CloneBudgetConversion, type ClonePreflightInput, MAX_CAMPAIGN_NAME_LENGTH } from '../clone-schemas.ts';
import { type BudgetRates, targetBudget } from '../clone-target-budget.ts';
import { renderNameTemplate } from '../name-template.ts';
import { tiktokMinimumBudgetMinor } from './tiktok-budget-minimum.ts';
import type { TikTokTargetFacts } from './tiktok-clone-facts.ts';
import { tiktokOptionsSnapshot } from './tiktok-clone-plan.ts';
import type { TikTokCloneSnapshot } from './tiktok-clone-snapshot.ts';

export interface TikTokVerdict {
  account: AdAccountRow;
  facts: TikTokTargetFacts;
  /** The daily minimum of the level the budget goes to, in the advertiser currency's units; null when not known. */
  minimumBudget: number | null;
  /** The request's budget in the advertiser's currency, when asked in another one; else null. */
  budgetConversion: CloneBudgetConversion | null;
  problems: UserMessage[];
}

export interface TikTokVerdictInput {
  accounts: readonly AdAccountRow[];
  facts: ReadonlyMap<string, TikTokTargetFacts>;
  snapshot: TikTokCloneSnapshot;
  /** The source's advertiser row: its images can be shared only with advertisers of the same authorization. */
  sourceAccount: AdAccountRow;
  sourceName: string;
  request: Omit<ClonePreflightInput, 'campaignId' | 'targetAccounts'>;
  /** What converts the request's budget into each advertiser's currency (`budgetRates`). */
  rates: BudgetRates;
  now: Date;
}

/**
 * Every check of every target advertiser, in the order a person would fix them: name length, budget minimum, token,
 * advertiser status, and whether the source's images can be shared with it. The same function is the dialog's advice
 * and the batch start's rule. Meta's page, pixel and DSA choices do not apply to TikTok and are not asked for.
 */
export function tiktokTargetVerdicts(input: TikTokVerdictInput): TikTokVerdict[] {
  const { request } = input;
  const snapshot = tiktokOptionsSnapshot(input.snapshot, request.options);
  const date = input.now.toISOString().slice(0, 10);
  const nameTemplate = effectiveNameTemplate({ nameTemplate: request.nameTemplate ?? '', options: request.options });
  // The request's budget goes to the campaign when the source's campaign has one, else to each ad group.
  const level = snapshot.campaign.budget_mode !== 'BUDGET_MODE_INFINITE' ? 'campaign' : snapshot.adgroups.length > 0 ? 'adgroup' : undefined;
  return input.accounts.map((account) => {
    const facts = input.facts.get(account.id) ?? { kind: 'unread' };
    const problems: UserMessage[] = [];
    const name = account.name;
    if (nameTemplate) {
      const campaignName = renderNameTemplate(nameTemplate, { name: input.sourceName, account: name, date });
      if (campaignName.length > MAX_CAMPAIGN_NAME_LENGTH) problems.push(userMessage('preflightNameTooLong', { account: name, length: campaignName.length, max: MAX_CAMPAIGN_NAME_LENGTH }));
    }
    const minimum = level ? tiktokMinimumBudgetMinor(level, account.currency) : null;
    const checked = targetBudget(request, { adAccountId: account.ad_account_id, currency: account.currency, minimumMinor: minimum }, input.rates);
    const budget = checked.hundredths;
    if (checked.withoutRate && request.budgetCurrency) problems.push(userMessage('preflightBudgetNoRate', { account: name, from: request.budgetCurrency, currency: account.currency }));
    if (minimum !== null && budget !== undefined && hundredthsToMinor(budget, account.currency) < minimum) {
      const money = (minor: number) => ({ money: { amount: minorToMajor(minor, account.currency), currency: account.currency } });
      problems.push(userMessage('preflightBudgetBelowMinimum', { account: name, budget: money(hundredthsToMinor(budget, account.currency)), minimum: money(minimum) }));
    }
    if (facts.kind === 'tokenRejected') problems.unshift(userMessage('preflightTikTokTokenInvalid', { account: name }));
    else if (facts.kind === 'unread') problems.unshift(userMessage('preflightTikTokUnreadable', { account: name }));
    else if (facts.status !== 'ACTIVE') problems.push(userMessage('preflightTikTokAccountInactive', { account: name, status: facts.status }));
    const sharing = snapshot.images.length > 0 && account.ad_account_id !== input.sourceAccount.ad_account_id;
    if (sharing && account.connection_id !== input.sourceAccount.connection_id) problems.push(userMessage('preflightTikTokAssetsNotShareable', { account: name }));
    return { account, facts, minimumBudget: minimum === null ? null : minorToMajor(minimum, account.currency), budgetConversion: checked.conversion, problems };
  });
}
