import type { Campaign, ClonePreflightInput, CloneRequest, DuplicateChoices } from './clone-types';
import { buildCloneRequest, type DuplicateFormErrors, type DuplicateFormValues } from './duplicator-model';
import { type CloneOptionValues, withCloneOptions } from './clone-options-model';
import { choicesFor } from './preflight-model';

/**
 * With several campaigns each clone takes its own campaign's budget: the form's budget fields are not shown, so
 * nothing about them can stop the submit.
 */
export function severalFormErrors(errors: DuplicateFormErrors): DuplicateFormErrors {
  const { budget: _budget, budgetType: _type, multiplier: _multiplier, overrides: _overrides, ...rest } = errors;
  return rest;
}

/** The request for several campaigns: every campaign's id, no budget of the form's, the rows' pages and pixels. */
export function severalCloneRequest(campaigns: readonly Campaign[], values: DuplicateFormValues, targets: NonNullable<CloneRequest['targets']>): CloneRequest {
  const ids = campaigns.map((campaign) => campaign.id);
  const { dailyBudget: _daily, lifetimeBudget: _lifetime, ...request } = buildCloneRequest(ids[0] ?? '', { ...values, budgetType: values.budgetType || 'daily' });
  return { ...request, campaignIds: ids, targets };
}

/** What the preflight is asked for several campaigns: each account checked against all of them, with its own choices. */
export function severalPreflightInput(campaigns: readonly Campaign[], values: DuplicateFormValues, choices: DuplicateChoices, options: CloneOptionValues): ClonePreflightInput | null {
  if (values.targetAccounts.length === 0) return null;
  const ids = campaigns.map((campaign) => campaign.id);
  return withCloneOptions({
    campaignId: ids[0] ?? '',
    campaignIds: ids,
    targetAccounts: [...values.targetAccounts],
    ...(values.nameTemplate.trim() ? { nameTemplate: values.nameTemplate.trim() } : {}),
    ...(values.pixelId.trim() ? { pixelId: values.pixelId.trim() } : {}),
    ...(values.pageId.trim() ? { pageId: values.pageId.trim() } : {}),
    targets: choicesFor(values.targetAccounts, choices),
  }, options, '');
}

/** The name template several campaigns open with: each clone named after its own campaign, a copy in the UI's language. */
export const severalNameTemplate = (copyName: (name: string) => string) => copyName('{name}');
