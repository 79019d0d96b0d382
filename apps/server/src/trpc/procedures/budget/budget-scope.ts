import type { BudgetDeps } from '@adfleet/core';
import type { BudgetScope } from '@adfleet/db';
import type { ServerDeps } from '../../context.ts';

/** The one place a budget procedure turns its caller into the scope its reads and writes are limited to. */
export function budgetScopeOf(user: { id: string }): BudgetScope {
  return { userId: user.id };
}

export function budgetDepsOf(deps: ServerDeps): BudgetDeps {
  return { db: deps.db, graph: deps.graph, cipher: deps.cipher, now: deps.now };
}
