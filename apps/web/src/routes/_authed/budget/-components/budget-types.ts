import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type RouterInputs = inferRouterInputs<AppRouter>;
type RouterOutputs = inferRouterOutputs<AppRouter>;

export type BudgetOverview = RouterOutputs['budget']['overview'];
export type BudgetRow = BudgetOverview['rows'][number];
export type BudgetAccount = BudgetOverview['accounts'][number];
export type EndedBudget = BudgetOverview['ended'][number];
export type BudgetChangeInput = RouterInputs['budget']['change'];
export type BudgetOperation = BudgetChangeInput['operation'];
