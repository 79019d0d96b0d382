import { type AdAccountRow, type Db, findConnectionById } from '@adfleet/db';
import type { LRUCache } from 'lru-cache';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import type { GraphClient } from '../graph/index.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';
import { type TargetFacts, sourceNeeds, targetVerdict, type Verdict } from './clone-preflight-verdict.ts';
import { readTargetFacts } from './clone-preflight-facts.ts';
import { effectiveNameTemplate } from './clone-options.ts';
import { optionsSnapshot } from './clone-options-snapshot.ts';
import { type CloneBudgetConversion, type ClonePreflightInput, targetChoice } from './clone-schemas.ts';
import { budgetRates, targetBudget } from './clone-target-budget.ts';
import { renderNameTemplate } from './name-template.ts';

export interface VerdictDeps {
  db: Db;
  graph: GraphClient;
  cipher: TokenCipher;
  now: () => Date;
}

/** Recent targets' facts (see `PreflightCaches`). */
type TargetFactsCache = LRUCache<string, TargetFacts, () => Promise<TargetFacts>>;

/** A target's verdict, with the budget it was checked with (hundredths of its currency) and how that was converted. */
export type TargetVerdict = Verdict & { account: AdAccountRow; facts: TargetFacts; budgetHundredths: number | undefined; budgetConversion: CloneBudgetConversion | null };

/** One target's facts: one Graph round with its own connection's token, or the cached answer of a recent round. */
async function factsOf(deps: VerdictDeps, account: AdAccountRow, cache: TargetFactsCache | undefined): Promise<TargetFacts> {
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
export async function readTargetsFacts(deps: VerdictDeps, accounts: readonly AdAccountRow[], cache?: TargetFactsCache): Promise<Map<string, TargetFacts>> {
  return new Map(await Promise.all(accounts.map(async (account) => [account.id, await factsOf(deps, account, cache)] as const)));
}

/**
 * Every check of every target, all targets at once. The preflight passes a cache and asks for suggestions; the batch
 * start reads afresh and never guesses, because it is the rule the preflight only advises about.
 */
export async function targetVerdicts(
  deps: VerdictDeps,
  input: { accounts: AdAccountRow[]; snapshot: CloneSnapshot; sourceName: string; request: Omit<ClonePreflightInput, 'campaignId' | 'targetAccounts'>; suggest: boolean; cache?: TargetFactsCache; facts?: Map<string, TargetFacts> },
): Promise<TargetVerdict[]> {
  const { request } = input;
  const needs = sourceNeeds(optionsSnapshot(input.snapshot, request.options));
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
