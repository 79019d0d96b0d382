import { type AdAccountRow, type CloneTargetUsable, type Db, findConnectionById, listAdAccounts, type WorkspaceScope } from '@adfleet/db';
import type { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { REQUIRED_SCOPES } from '../facebook/facebook-app.ts';
import { type CallOptions, type GraphClient, isGraphError } from '../graph/index.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { hundredthsToMinor, minorToMajor } from '../money/index.ts';
import { accountStatusName } from '../sync/graph-mapping.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import { type ClonePreflightInput, effectiveNameTemplate, MAX_CAMPAIGN_NAME_LENGTH, renderNameTemplate, targetChoice } from './clone-request.ts';
import { budgetRates, targetBudget } from './clone-budget.ts';
import { sourceRefusals } from './clone-meta-rules.ts';
import type { CloneBudgetConversion } from './clone-schemas.ts';
import { type CloneSnapshot, optionsSnapshot } from './clone-source.ts';

/*
 * What may stop a target: the same checks are the dialog's advice (the preflight) and the batch start's rule. A
 * target the request may not name at all is refused outright; every other problem is a verdict on the target.
 */

/** What the checks need: the database, Meta and the tokens' key, on the app's clock. */
type CheckDeps = Pick<CloneDeps, 'db' | 'graph' | 'cipher' | 'now'>;

/** A target the request may not use: the message names it, and so does the form's target accounts field. */
export function targetRefused(message: UserMessage): AppError {
  return new AppError('VALIDATION_FAILED', message, { fieldErrors: { targetAccounts: [message] } });
}

/** The workspace's accounts on one platform, by the platform's id for them (what a request names). */
export async function accountsByPlatformId(db: Db, scope: WorkspaceScope, platformId: number): Promise<Map<string, AdAccountRow>> {
  return new Map((await listAdAccounts(db, { workspaceId: scope.workspaceId, platformId })).map((account) => [account.ad_account_id, account]));
}

/** The workspace's account a request names as a target; an unknown one (another workspace's included) is refused. */
export function knownTarget(account: AdAccountRow | undefined, adAccountId: string): AdAccountRow {
  if (!account) throw targetRefused(userMessage('cloneTargetUnknown', { adAccountId }));
  return account;
}

/** The workspace's Meta account a request names as a target, when it may be cloned into: active, its token valid. */
export function usableTarget(candidate: AdAccountRow | undefined, adAccountId: string): AdAccountRow {
  const account = knownTarget(candidate, adAccountId);
  if (account.status !== 'ACTIVE') {
    throw targetRefused(userMessage('cloneTargetInactive', { account: account.name, adAccountId, status: account.status }));
  }
  if (!account.has_valid_token) {
    throw targetRefused(userMessage('cloneTargetTokenInvalid', { account: account.name, adAccountId }));
  }
  return account;
}

/**
 * Refuses a target that is the workspace's account on another platform than the source's: a clone stays on its
 * campaign's platform (Meta → TikTok is not a copy either platform can make). Another workspace's account stays unknown.
 */
export async function refuseOtherPlatformTargets(db: Db, scope: WorkspaceScope, platformId: number, targetIds: readonly string[]): Promise<void> {
  const wanted = new Set(targetIds);
  const other = (await listAdAccounts(db, { workspaceId: scope.workspaceId })).find((account) => account.platform_id !== platformId && wanted.has(account.ad_account_id));
  if (other) throw targetRefused(userMessage('cloneTargetOtherPlatform', { adAccountId: other.ad_account_id }));
}

interface ChoiceOption {
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

type Listed = { data?: Array<{ id: string; name?: string }> };

const options = (listed: Listed): ChoiceOption[] => (listed.data ?? []).map((item) => ({ id: item.id, name: item.name ?? item.id }));

/**
 * Everything the preflight needs from Meta about one target, in one batch round trip: the token's permissions, the
 * account's live status and default DSA payor/beneficiary, its pixels, the pages it may promote and its custom
 * audiences (which the clone's job reuses from the batch start instead of asking again). A rejected token is a finding;
 * anything else that stops the read (throttling, an outage) leaves the account unread rather than guessed.
 */
async function readTargetFacts(graph: GraphClient, act: string, call: CallOptions): Promise<TargetFacts> {
  try {
    const results = await graph.batch(
      [
        { method: 'GET', relativeUrl: 'me/permissions' },
        { method: 'GET', relativeUrl: `${act}?fields=account_status,default_dsa_payor,default_dsa_beneficiary` },
        { method: 'GET', relativeUrl: `${act}/adspixels?fields=id,name&limit=500` },
        { method: 'GET', relativeUrl: `${act}/promote_pages?fields=id,name&limit=500` },
        { method: 'GET', relativeUrl: `${act}/customaudiences?fields=id&limit=500` },
      ],
      call,
    );
    const bodies = results.map((result) => {
      if (!result) throw new Error('A preflight read timed out');
      if (!result.ok) throw result.error;
      return result.body;
    });
    const [permissions, account, pixels, pages, audiences] = bodies as [{ data?: Array<{ permission: string; status: string }> }, { account_status?: number; default_dsa_payor?: string; default_dsa_beneficiary?: string }, Listed, Listed, Listed];
    return {
      kind: 'read',
      grantedPermissions: (permissions.data ?? []).filter((entry) => entry.status === 'granted').map((entry) => entry.permission),
      accountStatus: accountStatusName(Number(account.account_status)),
      pixels: options(pixels),
      pages: options(pages),
      audiences: (audiences.data ?? []).map((item) => item.id),
      dsaDefaults: { payor: account.default_dsa_payor || undefined, beneficiary: account.default_dsa_beneficiary || undefined },
    };
  } catch (error) {
    if (isGraphError(error) && error.kind === 'auth') return { kind: 'tokenRejected' };
    return { kind: 'unread' };
  }
}

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
  /** The part of the source the options duplicate, as Meta's current rules judge it (clone-meta-rules.ts). */
  source?: Pick<CloneSnapshot, 'campaign' | 'adsets'> | undefined;
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
  // As the clone job decides (`checkTarget`): the choice when usable, else the source's when usable.
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
  // What no target can change comes first: a source Meta lets no one copy.
  const problems: UserMessage[] = input.source ? sourceRefusals(input.source, account.name) : [];
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

/**
 * The EU Digital Services Act: Meta refuses an ad set reaching people in the EU without a payor (3858079) and a
 * beneficiary (3858081), unless the ad account has defaults for them. Kept apart from the sandbox's own list on purpose.
 */
const EU_COUNTRIES = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);
const EU_GROUPS = new Set(['eu', 'europe', 'worldwide']);

export function targetsEu(targeting: Record<string, unknown>): boolean {
  const geo = (targeting.geo_locations ?? {}) as { countries?: unknown; country_groups?: unknown };
  const countries = Array.isArray(geo.countries) ? geo.countries : [];
  const groups = Array.isArray(geo.country_groups) ? geo.country_groups : [];
  return countries.some((country) => EU_COUNTRIES.has(String(country).toUpperCase())) || groups.some((group) => EU_GROUPS.has(String(group).toLowerCase()));
}

/** Which of the two the source's EU ad sets leave unsaid, so each target must supply it (its default or a choice). */
export interface DsaNeeds {
  payor: boolean;
  beneficiary: boolean;
}

export function dsaNeeds(snapshot: CloneSnapshot): DsaNeeds {
  const eu = snapshot.adsets.filter((adset) => targetsEu(adset.targeting));
  return { payor: eu.some((adset) => !adset.dsa_payor), beneficiary: eu.some((adset) => !adset.dsa_beneficiary) };
}

/** A target's own payor and beneficiary, else the account's defaults: what still lacks after both. */
function dsaMissing(needs: DsaNeeds | undefined, given: { payor?: string | undefined; beneficiary?: string | undefined }): boolean {
  return Boolean((needs?.payor && !given.payor) || (needs?.beneficiary && !given.beneficiary));
}

/** Recent targets' facts (see `PreflightCaches`). */
type TargetFactsCache = LRUCache<string, TargetFacts, () => Promise<TargetFacts>>;

/** A target's verdict, with the budget it was checked with (hundredths of its currency) and how that was converted. */
export type TargetVerdict = Verdict & { account: AdAccountRow; facts: TargetFacts; budgetHundredths: number | undefined; budgetConversion: CloneBudgetConversion | null };

/** One target's facts: one Graph round with its own connection's token, or the cached answer of a recent round. */
async function factsOf(deps: CheckDeps, account: AdAccountRow, cache: TargetFactsCache | undefined): Promise<TargetFacts> {
  const connection = await findConnectionById(deps.db, account.connection_id);
  if (!connection || connection.status !== 'active' || !account.has_valid_token) return { kind: 'tokenRejected' };
  const read = () => readTargetFacts(deps.graph, account.ad_account_id, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: account.ad_account_id });
  if (!cache) return read();
  // Only a full answer is kept: a rejected token or a missed read must not outlive a reconnect or Meta's recovery.
  return cache
    .forceFetch(`${connection.id}:${account.ad_account_id}`, {
      context: async () => {
        const facts = await read();
        if (facts.kind !== 'read') throw new NotCached(facts);
        return facts;
      },
    })
    .catch((error: unknown) => {
      if (error instanceof NotCached) return error.facts;
      throw error;
    });
}

class NotCached extends Error {
  readonly facts: TargetFacts;

  constructor(facts: TargetFacts) {
    super('preflight facts not cached');
    this.facts = facts;
  }
}

/**
 * Every target's facts, all at once, by account id. The batch start reads them while it reads the source, since
 * neither depends on the other.
 */
export async function readTargetsFacts(deps: CheckDeps, accounts: readonly AdAccountRow[], cache?: TargetFactsCache): Promise<Map<string, TargetFacts>> {
  return new Map(await Promise.all(accounts.map(async (account) => [account.id, await factsOf(deps, account, cache)] as const)));
}

/**
 * Every check of every target, all targets at once. The preflight passes a cache and asks for suggestions; the batch
 * start reads afresh and never guesses, because it is the rule the preflight only advises about.
 */
export async function targetVerdicts(
  deps: CheckDeps,
  input: { accounts: AdAccountRow[]; snapshot: CloneSnapshot; sourceName: string; request: Omit<ClonePreflightInput, 'campaignId' | 'targetAccounts'>; suggest: boolean; cache?: TargetFactsCache; facts?: Map<string, TargetFacts> },
): Promise<TargetVerdict[]> {
  const { request } = input;
  const duplicated = optionsSnapshot(input.snapshot, request.options);
  const needs = sourceNeeds(duplicated);
  const date = deps.now().toISOString().slice(0, 10);
  const nameTemplate = effectiveNameTemplate({ nameTemplate: request.nameTemplate ?? '', options: request.options });
  const [read, rates] = await Promise.all([input.facts ?? readTargetsFacts(deps, input.accounts, input.cache), budgetRates(deps.db, request, input.accounts.map((account) => account.currency), deps.now())]);
  return Promise.all(
    input.accounts.map(async (account) => {
      const facts = read.get(account.id) ?? (await factsOf(deps, account, input.cache));
      const own = targetChoice(request, account.ad_account_id);
      const minDailyBudget = account.min_daily_budget === null ? null : Number(account.min_daily_budget);
      const budget = targetBudget(request, { adAccountId: account.ad_account_id, currency: account.currency, minimumMinor: minDailyBudget }, rates);
      const verdict = targetVerdict({
        account: { name: account.name, currency: account.currency, minDailyBudget },
        facts,
        needs,
        source: duplicated,
        choice: { pageId: own?.pageId ?? request.pageId, pixelId: own?.pixelId ?? request.pixelId, dsaPayor: own?.dsaPayor, dsaBeneficiary: own?.dsaBeneficiary },
        budgetHundredths: budget.hundredths,
        budgetWithoutRateFrom: budget.withoutRate ? request.budgetCurrency : undefined,
        ...(nameTemplate ? { campaignName: renderNameTemplate(nameTemplate, { name: input.sourceName, account: account.name, date }) } : {}),
        suggest: input.suggest,
      });
      return { ...verdict, account, facts, budgetHundredths: budget.hundredths, budgetConversion: budget.conversion };
    }),
  );
}

/** The stored "what may it use" of a target, as the batch start wrote it. */
const cloneTargetUsableSchema = z.object({ pixels: z.array(z.string()), pages: z.array(z.string()), audiences: z.array(z.string()) });

/** What a target stores from the batch start's read: only a full answer, so a missed read is asked again by the job. */
export function usableOf(facts: TargetFacts | undefined): { usable?: CloneTargetUsable } {
  if (facts?.kind !== 'read') return {};
  return { usable: { pixels: facts.pixels.map((pixel) => pixel.id), pages: facts.pages.map((page) => page.id), audiences: facts.audiences } };
}

/** The stored answer when it is whole, else undefined (batches started before it was stored, or an unread target). */
export function storedUsable(value: unknown): CloneTargetUsable | undefined {
  const parsed = cloneTargetUsableSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
