import type { ClonePreflightTarget, CloneRequest, DuplicateChoice, DuplicateChoices } from './clone-types';

/** Budgets per account id, in hundredths of that account's currency. */
export type TargetBudgets = Readonly<Record<string, number>>;

/** The per-target choices the preflight is asked about: only the accounts still selected, only what was picked, and each one's budget. */
export function choicesFor(selected: readonly string[], choices: DuplicateChoices, budgets: TargetBudgets = {}): NonNullable<CloneRequest['targets']> {
  return selected.flatMap((adAccountId) => {
    const choice = choices[adAccountId];
    const budget = budgets[adAccountId];
    const dsa = dsaOf(choice);
    if (!choice?.pageId && !choice?.pixelId && budget === undefined && Object.keys(dsa).length === 0) return [];
    return [{ adAccountId, ...(choice?.pageId ? { pageId: choice.pageId } : {}), ...(choice?.pixelId ? { pixelId: choice.pixelId } : {}), ...(budget !== undefined ? { budget } : {}), ...dsa }];
  });
}

/**
 * The targets sent with the clone: each selected account with the page and pixel its preflight row would use, so the
 * server clones exactly what the rows showed (pre-selections and budgets included).
 */
export function requestTargets(selected: readonly string[], rows: readonly ClonePreflightTarget[], budgets: TargetBudgets = {}, choices: DuplicateChoices = {}): NonNullable<CloneRequest['targets']> {
  return selected.flatMap((adAccountId) => {
    const row = rows.find((candidate) => candidate.adAccountId === adAccountId);
    if (!row) return [];
    const budget = budgets[adAccountId];
    const dsa = row.needsDsa ? dsaOf(choices[adAccountId]) : {};
    return [{ adAccountId, ...(row.needsPage && row.pageId ? { pageId: row.pageId } : {}), ...(row.needsPixel && row.pixelId ? { pixelId: row.pixelId } : {}), ...(budget !== undefined ? { budget } : {}), ...dsa }];
  });
}

/** The DSA names typed for an account, blank ones left out. */
function dsaOf(choice: DuplicateChoice | undefined): { dsaPayor?: string; dsaBeneficiary?: string } {
  const payor = choice?.dsaPayor?.trim();
  const beneficiary = choice?.dsaBeneficiary?.trim();
  return { ...(payor ? { dsaPayor: payor } : {}), ...(beneficiary ? { dsaBeneficiary: beneficiary } : {}) };
}

/** Submit is possible once every selected account has a row, and every row passed. */
export function preflightPassed(selected: readonly string[], rows: readonly ClonePreflightTarget[] | undefined): boolean {
  if (!rows || selected.length === 0) return false;
  return selected.every((adAccountId) => rows.some((row) => row.adAccountId === adAccountId && row.problems.length === 0));
}

/** The accounts whose row failed, for "leave out the failing accounts". */
export function failingAccounts(selected: readonly string[], rows: readonly ClonePreflightTarget[] | undefined): string[] {
  return selected.filter((adAccountId) => rows?.some((row) => row.adAccountId === adAccountId && row.problems.length > 0));
}
