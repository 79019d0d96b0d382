import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type RouterInputs = inferRouterInputs<AppRouter>;
type RouterOutputs = inferRouterOutputs<AppRouter>;

export type CampaignListResult = RouterOutputs['campaigns']['list'];
/** A row of `campaigns.list`'s plain list. */
export type Campaign = Extract<RouterOutputs['campaigns']['list'], readonly unknown[]>[number];
export type AdAccount = RouterOutputs['adAccounts']['list'][number];
/** What the duplicate dialog shows: the form for campaigns, or the results of an earlier batch (from the history). */
export type DuplicateTarget = { kind: 'campaign'; campaign: Campaign } | { kind: 'campaigns'; campaigns: readonly [Campaign, ...Campaign[]] } | { kind: 'batch'; batchId: string };

export type BudgetType = RouterInputs['clone']['start']['budgetType'];

/** The spec's clone request as the form builds it: budgets as whole numbers of hundredths. */
export interface CloneRequest extends Omit<RouterInputs['clone']['start'], 'dailyBudget' | 'lifetimeBudget'> {
  dailyBudget?: number;
  lifetimeBudget?: number;
}

/** What `clone.start` answers when the clone started (a manager's may be sent for approval instead). */
type CloneStartResult = Extract<RouterOutputs['clone']['start'], { batchId: string }>;
/** The spec's clone result item, plus the target's id, warnings and created ids. */
export type CloneResultItem = NonNullable<CloneStartResult['results']>[number];
export type CloneBatchStatus = RouterOutputs['clone']['status'];
export type CloneAccountProgress = CloneBatchStatus['accounts'][number];

export type ClonePreflightInput = RouterInputs['clone']['preflight'];
export type ClonePreflightTarget = RouterOutputs['clone']['preflight']['targets'][number];
/** The page and pixel picked per account id in the preflight rows, and the EU DSA names typed where asked. */
export type DuplicateChoice = { pageId?: string; pixelId?: string; dsaPayor?: string; dsaBeneficiary?: string };
export type DuplicateChoices = Readonly<Record<string, DuplicateChoice>>;
