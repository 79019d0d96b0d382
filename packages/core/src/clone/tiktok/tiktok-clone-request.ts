import type { AdAccountRow, CallerScope, WorkspaceScope } from '@adfleet/db';
import { type Db, findConnectionById } from '@adfleet/db';
import { rateBook } from '../../currency/convert.ts';
import { dayOfInstant } from '../../dates/day.ts';
import { AppError } from '../../errors/app-error.ts';
import { TIKTOK_PLATFORM_ID } from '../../facebook/facebook-app.ts';
import { type UserMessage, userMessage } from '../../messages/index.ts';
import { hundredthsToMinor, majorToMinor, minorToMajor } from '../../money/index.ts';
import type { RequestMeta } from '../../request-meta.ts';
import type { TikTokAdvertiserInfo } from '../../tiktok/tiktok-api.ts';
import { isTikTokApiError } from '../../tiktok/tiktok-error.ts';
import { checkedTarget, type CloneDeps, plannedTarget, storeOneSourceBatch } from '../clone-batch-store.ts';
import { type BudgetRates, budgetRates, targetBudget } from '../clone-budget.ts';
import { accountsByPlatformId, knownTarget, targetRefused } from '../clone-checks.ts';
import { type ClonePreflightInput, effectiveNameTemplate, MAX_CAMPAIGN_NAME_LENGTH, type ParsedCloneRequest, renderNameTemplate, requestedBudget, scheduledStart } from '../clone-request.ts';
import type { CloneBudgetConversion, ClonePreflightResult, CloneSourceBudget } from '../clone-schemas.ts';
import { isSmartPlusSnapshot } from '../clone-run.ts';
import type { SourceAccess, SourceCampaign } from '../clone-source.ts';
import { readSmartPlusSource, type SmartPlusCloneSnapshot } from './smart-plus-clone-source.ts';
import { smartPlusCampaignHoldsBudget, smartPlusOptionsSnapshot } from './smart-plus-copy-plan.ts';
import { tiktokOptionsSnapshot } from './tiktok-clone-plan.ts';
import { readTikTokSource, type TikTokCloneSnapshot, tiktokSourceBudget } from './tiktok-clone-source.ts';

/*
 * A TikTok source's request side: the advertisers a request names, what TikTok says of each, the checks that are both
 * the dialog's advice and the batch start's rule, and the preflight, budget prefill and start built on them.
 */

/**
 * The workspace's TikTok advertisers a request names, and the source's advertiser with its connection. An id that is not
 * the workspace's TikTok advertiser is refused (another platform's account by its own message), so no other workspace's
 * is used.
 */
async function tiktokCloneAccounts(db: Db, scope: WorkspaceScope, source: Pick<SourceCampaign, 'account_id'>, targetIds: readonly string[], requireUsable: boolean): Promise<{ targets: AdAccountRow[]; access: SourceAccess }> {
  const accounts = await accountsByPlatformId(db, scope, TIKTOK_PLATFORM_ID);
  const targets = [...new Set(targetIds)].map((id) => {
    const account = knownTarget(accounts.get(id), id);
    return requireUsable ? usableTikTokTarget(account) : account;
  });
  const account = [...accounts.values()].find((candidate) => candidate.id === source.account_id);
  const connection = account ? await findConnectionById(db, account.connection_id) : undefined;
  if (!account || !connection || connection.status !== 'active') throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneTikTokSourceConnectionInvalid'));
  return { targets, access: { account, connection } };
}

function usableTikTokTarget(account: AdAccountRow): AdAccountRow {
  if (account.status !== 'ACTIVE') throw targetRefused(userMessage('cloneTargetInactive', { account: account.name, adAccountId: account.ad_account_id, status: account.status }));
  if (!account.has_valid_token) throw targetRefused(userMessage('cloneTikTokTargetTokenInvalid', { account: account.name, adAccountId: account.ad_account_id }));
  return account;
}

/** What TikTok said about one target advertiser; `unread` when it did not answer. */
type TikTokTargetFacts = { kind: 'read'; status: string; currency: string; connectionId: string } | { kind: 'tokenRejected' } | { kind: 'unread' };

const STATUS_NAMES: Record<string, string> = { STATUS_ENABLE: 'ACTIVE', STATUS_DISABLE: 'DISABLED' };

/**
 * Every target advertiser's live status and currency: one `advertiser/info` call per connection (the advertisers of
 * one authorization share a token), all connections at once. A rejected token is a finding; anything else that stops
 * the read leaves those advertisers unread rather than guessed.
 */
async function readTikTokTargetsFacts(deps: Pick<CloneDeps, 'db' | 'tiktok' | 'cipher'>, accounts: readonly AdAccountRow[]): Promise<Map<string, TikTokTargetFacts>> {
  const byConnection = new Map<string, AdAccountRow[]>();
  for (const account of accounts) byConnection.set(account.connection_id, [...(byConnection.get(account.connection_id) ?? []), account]);
  const facts = new Map<string, TikTokTargetFacts>();
  await Promise.all(
    [...byConnection].map(async ([connectionId, group]) => {
      const connection = await findConnectionById(deps.db, connectionId);
      const usable = group.filter((account) => account.has_valid_token);
      for (const account of group) if (!usable.includes(account)) facts.set(account.id, { kind: 'tokenRejected' });
      if (!connection || connection.status !== 'active') {
        for (const account of group) facts.set(account.id, { kind: 'tokenRejected' });
        return;
      }
      if (usable.length === 0) return;
      try {
        const { list: infos } = await deps.tiktok.get<{ list: TikTokAdvertiserInfo[] }>(
          '/advertiser/info/',
          { advertiser_ids: usable.map((account) => account.ad_account_id), fields: ['advertiser_id', 'name', 'currency', 'status'] },
          { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) },
        );
        for (const account of usable) {
          const info = infos.find((candidate) => String(candidate.advertiser_id) === account.ad_account_id);
          facts.set(account.id, info ? { kind: 'read', status: STATUS_NAMES[info.status] ?? info.status, currency: info.currency, connectionId } : { kind: 'unread' });
        }
      } catch (error) {
        const kind = isTikTokApiError(error) && error.kind === 'auth' ? 'tokenRejected' : 'unread';
        for (const account of usable) facts.set(account.id, { kind });
      }
    }),
  );
  return facts;
}

/** A TikTok source as read: a tree the clone re-creates, or an Upgraded Smart+ one TikTok's own copy task duplicates. */
type TikTokSourceTree = TikTokCloneSnapshot | SmartPlusCloneSnapshot;

/** The source's tree, through the endpoints of its family: TikTok lists Smart+ campaigns apart. */
function readSourceTree(deps: Pick<CloneDeps, 'tiktok' | 'cipher'>, source: SourceCampaign, access: SourceAccess): Promise<TikTokSourceTree> {
  return source.smart_plus ? readSmartPlusSource(deps, source, access) : readTikTokSource(deps, source, access);
}

/** TikTok's minimum daily budgets in US dollars: a campaign's, and an ad group's when the budget sits there. */
const TIKTOK_MIN_DAILY_USD = { campaign: 50, adgroup: 20 } as const;

/**
 * About one US dollar in the currencies TikTok advertisers most often use here, for the preflight's advice only: TikTok
 * checks its own minimum when the campaign is created, and a currency missing here is left to that check.
 */
const UNITS_PER_USD: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79, BRL: 5, MXN: 17, JPY: 150, KRW: 1350, CAD: 1.35, AUD: 1.5 };

/** The minimum daily budget of a campaign or ad group in `currency`'s minor units, rounded up to a whole unit; null when unknown. */
function tiktokMinimumBudgetMinor(level: keyof typeof TIKTOK_MIN_DAILY_USD, currency: string): number | null {
  const rate = UNITS_PER_USD[currency];
  if (rate === undefined) return null;
  return majorToMinor(Math.ceil(TIKTOK_MIN_DAILY_USD[level] * rate), currency);
}

interface TikTokVerdict {
  account: AdAccountRow;
  facts: TikTokTargetFacts;
  /** The daily minimum of the level the budget goes to, in the advertiser currency's units; null when not known. */
  minimumBudget: number | null;
  /** The request's budget in the advertiser's currency, when asked in another one; else null. */
  budgetConversion: CloneBudgetConversion | null;
  problems: UserMessage[];
}

interface TikTokVerdictInput {
  accounts: readonly AdAccountRow[];
  facts: ReadonlyMap<string, TikTokTargetFacts>;
  snapshot: TikTokSourceTree;
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
 * and the batch start's rule. Meta's page, pixel and DSA choices do not apply to TikTok and are not asked for. A
 * Smart+ source is copied by TikTok within its own advertiser only, with its ad groups and ads: any other advertiser
 * is refused for that reason alone.
 */
function tiktokTargetVerdicts(input: TikTokVerdictInput): TikTokVerdict[] {
  const { request } = input;
  const snapshot = isSmartPlusSnapshot(input.snapshot) ? smartPlusOptionsSnapshot(input.snapshot, request.options) : tiktokOptionsSnapshot(input.snapshot, request.options);
  const smartPlus = isSmartPlusSnapshot(snapshot);
  const images = isSmartPlusSnapshot(snapshot) ? [] : snapshot.images;
  const date = input.now.toISOString().slice(0, 10);
  const nameTemplate = effectiveNameTemplate({ nameTemplate: request.nameTemplate ?? '', options: request.options });
  // The request's budget goes to the campaign when the source's campaign has one, else to each ad group.
  const campaignBudget = isSmartPlusSnapshot(snapshot) ? smartPlusCampaignHoldsBudget(snapshot.campaign) : snapshot.campaign.budget_mode !== 'BUDGET_MODE_INFINITE';
  const level = campaignBudget ? 'campaign' : snapshot.adgroups.length > 0 ? 'adgroup' : undefined;
  return input.accounts.map((account) => {
    const facts = input.facts.get(account.id) ?? { kind: 'unread' };
    const problems: UserMessage[] = [];
    const name = account.name;
    if (smartPlus && snapshot.adgroups.length === 0) problems.push(userMessage('preflightSmartPlusWithoutAds', { account: name }));
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
    const shown = { account, facts, minimumBudget: minimum === null ? null : minorToMajor(minimum, account.currency), budgetConversion: checked.conversion };
    // Nothing else about another advertiser matters: no copy of a Smart+ campaign can reach it.
    if (smartPlus && account.ad_account_id !== input.sourceAccount.ad_account_id) return { ...shown, problems: [userMessage('preflightSmartPlusOtherAdvertiser', { account: name })] };
    if (facts.kind === 'tokenRejected') problems.unshift(userMessage('preflightTikTokTokenInvalid', { account: name }));
    else if (facts.kind === 'unread') problems.unshift(userMessage('preflightTikTokUnreadable', { account: name }));
    else if (facts.status !== 'ACTIVE') problems.push(userMessage('preflightTikTokAccountInactive', { account: name, status: facts.status }));
    const sharing = images.length > 0 && account.ad_account_id !== input.sourceAccount.ad_account_id;
    if (sharing && account.connection_id !== input.sourceAccount.connection_id) problems.push(userMessage('preflightTikTokAssetsNotShareable', { account: name }));
    return { ...shown, problems };
  });
}

/**
 * The clone dialog's dry run for a TikTok source: per target advertiser, every problem that would make its clone fail,
 * each saying how to fix it. TikTok has no pages, pixels or DSA fields to choose, so none is offered or needed.
 */
export async function tiktokClonePreflight(deps: Pick<CloneDeps, 'db' | 'tiktok' | 'cipher' | 'now'>, scope: WorkspaceScope, input: ClonePreflightInput, source: SourceCampaign): Promise<ClonePreflightResult> {
  const { targets, access } = await tiktokCloneAccounts(deps.db, scope, source, input.targetAccounts, false);
  const [snapshot, facts] = await Promise.all([readSourceTree(deps, source, access), readTikTokTargetsFacts(deps, targets)]);
  const rates = await budgetRates(deps.db, input, targets.map((account) => account.currency), deps.now());
  const verdicts = tiktokTargetVerdicts({ accounts: targets, facts, snapshot, sourceAccount: access.account, sourceName: source.name, request: input, rates, now: deps.now() });
  return {
    targets: verdicts.map(({ account, minimumBudget, budgetConversion, problems }) => ({
      adAccountId: account.ad_account_id,
      accountName: account.name,
      currency: account.currency,
      pages: [],
      pixels: [],
      needsPage: false,
      needsPixel: false,
      needsDsa: false,
      pageId: null,
      pixelId: null,
      minimumBudget,
      budgetConversion,
      problems,
      warnings: [],
    })),
  };
}

/** The dialog's budget prefill for a TikTok source: its tree read from TikTok, nothing written. */
export async function readTikTokSourceBudget(deps: Pick<CloneDeps, 'db' | 'tiktok' | 'cipher'>, scope: WorkspaceScope, source: SourceCampaign): Promise<CloneSourceBudget> {
  const { access } = await tiktokCloneAccounts(deps.db, scope, source, [], false);
  return tiktokSourceBudget(await readSourceTree(deps, source, access));
}

/**
 * A TikTok campaign's clone request, stored as a Meta one is (the same batch, targets, audit rows and one
 * `clone.account` job per target that passed): the source tree read once beside the targets' facts, every target
 * checked as the preflight does, the snapshot stored with its platform.
 */
export async function startTikTokClone(deps: CloneDeps, scope: CallerScope, request: ParsedCloneRequest, source: SourceCampaign, meta?: RequestMeta): Promise<{ batchId: string; startsAt: Date | null }> {
  const { targets, access } = await tiktokCloneAccounts(deps.db, scope, source, request.targetAccounts, true);
  const [snapshot, facts] = await Promise.all([readSourceTree(deps, source, access), readTikTokTargetsFacts(deps, targets)]);
  const now = deps.now();
  const startsAt = scheduledStart(request.options?.startAt, now);
  // The request's budgets are in each target's currency (the spec's reading; the dialog sends each one's): none is converted.
  const rates = { day: dayOfInstant(now), book: rateBook([]) };
  const verdicts = new Map(tiktokTargetVerdicts({ accounts: targets, facts, snapshot, sourceAccount: access.account, sourceName: source.name, request, rates, now }).map((verdict) => [verdict.account.id, verdict]));
  const budget = requestedBudget(request);
  const nameTemplate = effectiveNameTemplate(request);
  // An advertiser TikTok did not answer for is not refused on a guess: its job meets TikTok's own checks.
  const planned = targets.map((account) =>
    checkedTarget(plannedTarget(request, { nameTemplate, budgetHundredths: budget, sourceName: source.name, now }, account), verdicts.get(account.id)?.problems, 'preflightTikTokUnreadable'),
  );

  return storeOneSourceBatch(
    deps,
    { scope, request, source, sourceAdAccountId: access.account.ad_account_id, snapshot, nameTemplate, targetAccountIds: targets.map((account) => account.ad_account_id), planned, startsAt },
    now,
    meta,
  );
}
