import type { ClonePreflightTarget, CloneRequest, DuplicateChoices } from './clone-types';

/** The per-target choices the preflight is asked about: only the accounts still selected, only what was picked. */
export function choicesFor(selected: readonly string[], choices: DuplicateChoices): NonNullable<CloneRequest['targets']> {
  return selected.flatMap((adAccountId) => {
    const choice = choices[adAccountId];
    if (!choice?.pageId && !choice?.pixelId) return [];
    return [{ adAccountId, ...(choice.pageId ? { pageId: choice.pageId } : {}), ...(choice.pixelId ? { pixelId: choice.pixelId } : {}) }];
  });
}

/**
 * The targets sent with the clone: each selected account with the page and pixel its preflight row would use, so the
 * server clones exactly what the rows showed (pre-selections included).
 */
export function requestTargets(selected: readonly string[], rows: readonly ClonePreflightTarget[]): NonNullable<CloneRequest['targets']> {
  return selected.flatMap((adAccountId) => {
    const row = rows.find((candidate) => candidate.adAccountId === adAccountId);
    if (!row) return [];
    return [{ adAccountId, ...(row.needsPage && row.pageId ? { pageId: row.pageId } : {}), ...(row.needsPixel && row.pixelId ? { pixelId: row.pixelId } : {}) }];
  });
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
