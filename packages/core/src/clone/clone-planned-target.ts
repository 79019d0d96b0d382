import { randomUUID } from 'node:crypto';
import type { AdAccountRow, NewCloneTarget } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import { hundredthsToMinor } from '../money/index.ts';
import { budgetHundredths, MAX_CAMPAIGN_NAME_LENGTH, type ParsedCloneRequest, targetChoice } from './clone-schemas.ts';
import { renderNameTemplate } from './name-template.ts';

/**
 * One target of a one-campaign batch, as both platforms plan it: the copy's name from the template (refused when too
 * long), and the budget in the target's currency (its own choice, else the request's).
 */
export function plannedTarget(
  request: ParsedCloneRequest,
  plan: { nameTemplate: string; budgetHundredths: number; sourceName: string; now: Date },
  account: Pick<AdAccountRow, 'id' | 'ad_account_id' | 'name' | 'currency'>,
): NewCloneTarget {
  const campaignName = renderNameTemplate(plan.nameTemplate, { name: plan.sourceName, account: account.name, date: plan.now.toISOString().slice(0, 10) });
  if (campaignName.length > MAX_CAMPAIGN_NAME_LENGTH) {
    const tooLong = userMessage('cloneNameTooLong', { max: MAX_CAMPAIGN_NAME_LENGTH, account: account.name });
    throw new AppError('VALIDATION_FAILED', tooLong, { fieldErrors: { nameTemplate: [tooLong] } });
  }
  return {
    id: randomUUID(),
    adAccountId: account.id,
    externalAdAccountId: account.ad_account_id,
    accountName: account.name,
    currency: account.currency,
    budgetMinor: hundredthsToMinor(budgetHundredths(targetChoice(request, account.ad_account_id)?.budget) ?? plan.budgetHundredths, account.currency),
    campaignName,
  };
}
