import { REQUIRED_SCOPES } from '../facebook/facebook-app.ts';
import { userMessage, type UserMessage } from '../messages/index.ts';
import { hundredthsToMinor, minorToMajor } from '../money/index.ts';
import { MAX_CAMPAIGN_NAME_LENGTH } from './clone-schemas.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';
import { type DsaNeeds, dsaMissing, dsaNeeds } from './clone-dsa.ts';

export interface ChoiceOption {
  id: string;
  name: string;
}

/** What Meta said about one target account in the preflight's single round; `unread` when it did not answer. */
export type TargetFacts =
  | {
      kind: 'read';
      grantedPermissions: string[];
      accountStatus: string;
      pages: ChoiceOption[];
      pixels: ChoiceOption[];
      audiences: string[];
      /** The account's default EU DSA payor and beneficiary, which Meta applies to ad sets that name none. */
      dsaDefaults?: { payor?: string | undefined; beneficiary?: string | undefined };
    }
  | { kind: 'tokenRejected' }
  | { kind: 'unread' };

/** The pages and pixels the source campaign uses, each of which the target must be able to use (or replace). */
export interface SourceNeeds {
  pageIds: string[];
  pixelIds: string[];
  dsa?: DsaNeeds;
}

export function sourceNeeds(snapshot: CloneSnapshot): SourceNeeds {
  const pageIds = new Set<string>();
  const pixelIds = new Set<string>();
  for (const adset of snapshot.adsets) {
    const promoted = adset.promoted_object ?? {};
    if (typeof promoted.pixel_id === 'string' || typeof promoted.pixel_id === 'number') pixelIds.add(String(promoted.pixel_id));
    if (promoted.page_id !== undefined) pageIds.add(String(promoted.page_id));
  }
  for (const creative of snapshot.creatives) {
    if (creative.object_story_spec.page_id !== undefined) pageIds.add(String(creative.object_story_spec.page_id));
  }
  return { pageIds: [...pageIds], pixelIds: [...pixelIds], dsa: dsaNeeds(snapshot) };
}

export interface VerdictInput {
  account: { name: string; currency: string; minDailyBudget: number | null };
  facts: TargetFacts;
  needs: SourceNeeds;
  choice: { pageId?: string | undefined; pixelId?: string | undefined; dsaPayor?: string | undefined; dsaBeneficiary?: string | undefined };
  /** The budget asked for this target, in hundredths of its currency; unchecked when undefined. */
  budgetHundredths?: number | undefined;
  /** The currency the request's budget is in, when no rate converts it into this account's and it has none of its own. */
  budgetWithoutRateFrom?: string | undefined;
  campaignName?: string | undefined;
  /**
   * The dialog's advice may pick the only page or pixel an account has; the server's rule never guesses: without a
   * choice it keeps the source's, as the spec's single-field request always did.
   */
  suggest: boolean;
}

export interface Verdict {
  pageId: string | null;
  pixelId: string | null;
  minimumBudget: number | null;
  /** The clone's EU ad sets would lack a DSA payor or beneficiary without this target's own (no default covers them). */
  needsDsa: boolean;
  problems: UserMessage[];
}

type Kind = 'page' | 'pixel';
const CODES = {
  page: { unusable: 'preflightPageUnusable', choose: 'preflightPageChoose', none: 'preflightNoPage' },
  pixel: { unusable: 'preflightPixelUnusable', choose: 'preflightPixelChoose', none: 'preflightNoPixel' },
} as const;

/** Which page or pixel the target would use, or the problem that stops it. */
function pick(kind: Kind, sourceIds: string[], wanted: string | undefined, usable: ChoiceOption[], account: string, suggest: boolean): { id: string | null; problem?: UserMessage } {
  if (sourceIds.length === 0) return { id: null };
  const usableIds = new Set(usable.map((option) => option.id));
  // As the clone job decides (clone-target-check.ts): the choice when usable, else the source's when usable.
  if (wanted && usableIds.has(wanted)) return { id: wanted };
  if (sourceIds.every((id) => usableIds.has(id))) return { id: sourceIds[0] ?? null };
  if (wanted) return { id: wanted, problem: kind === 'page' ? userMessage(CODES.page.unusable, { account, pageId: wanted }) : userMessage(CODES.pixel.unusable, { account, pixelId: wanted }) };
  const [only] = usable;
  if (suggest && only && usable.length === 1) return { id: only.id };
  return { id: null, problem: userMessage(usable.length === 0 ? CODES[kind].none : CODES[kind].choose, { account }) };
}

/** Every check of one target, in the order a person would fix them; the same function is the dialog's advice and the server's rule. */
export function targetVerdict(input: VerdictInput): Verdict {
  const { account, facts } = input;
  const problems: UserMessage[] = [];
  const minimum = Math.max(1, input.account.minDailyBudget ?? 1);
  const verdict: Verdict = { pageId: input.choice.pageId ?? null, pixelId: input.choice.pixelId ?? null, minimumBudget: minorToMajor(minimum, account.currency), needsDsa: false, problems };
  if (input.campaignName !== undefined && input.campaignName.length > MAX_CAMPAIGN_NAME_LENGTH) {
    problems.push(userMessage('preflightNameTooLong', { account: account.name, length: input.campaignName.length, max: MAX_CAMPAIGN_NAME_LENGTH }));
  }
  if (input.budgetWithoutRateFrom !== undefined) problems.push(userMessage('preflightBudgetNoRate', { account: account.name, from: input.budgetWithoutRateFrom, currency: account.currency }));
  if (input.budgetHundredths !== undefined) {
    const budgetMinor = hundredthsToMinor(input.budgetHundredths, account.currency);
    if (budgetMinor < minimum) {
      const money = (minor: number) => ({ money: { amount: minorToMajor(minor, account.currency), currency: account.currency } });
      problems.push(userMessage('preflightBudgetBelowMinimum', { account: account.name, budget: money(budgetMinor), minimum: money(minimum) }));
    }
  }
  if (facts.kind === 'tokenRejected') return { ...verdict, problems: [userMessage('preflightTokenInvalid', { account: account.name }), ...problems] };
  if (facts.kind === 'unread') return { ...verdict, problems: [userMessage('preflightUnreadable', { account: account.name }), ...problems] };
  const missing = REQUIRED_SCOPES.filter((scope) => !facts.grantedPermissions.includes(scope));
  if (missing.length > 0) problems.push(userMessage('preflightPermissionsMissing', { account: account.name, permissions: missing.join(', ') }));
  if (facts.accountStatus !== 'ACTIVE') problems.push(userMessage('preflightAccountInactive', { account: account.name, status: facts.accountStatus }));
  const page = pick('page', input.needs.pageIds, input.choice.pageId, facts.pages, account.name, input.suggest);
  const pixel = pick('pixel', input.needs.pixelIds, input.choice.pixelId, facts.pixels, account.name, input.suggest);
  for (const problem of [page.problem, pixel.problem]) if (problem) problems.push(problem);
  const defaults = facts.dsaDefaults ?? {};
  const needsDsa = dsaMissing(input.needs.dsa, defaults);
  if (dsaMissing(input.needs.dsa, { payor: input.choice.dsaPayor ?? defaults.payor, beneficiary: input.choice.dsaBeneficiary ?? defaults.beneficiary })) {
    problems.push(userMessage('preflightDsaMissing', { account: account.name }));
  }
  return { ...verdict, pageId: page.id, pixelId: pixel.id, needsDsa };
}
