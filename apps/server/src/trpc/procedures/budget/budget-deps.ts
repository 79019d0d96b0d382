import type { BudgetDeps } from '@adfleet/core';
import type { ServerDeps } from '../../context.ts';

/** What the budget services need of the server's dependencies; the scope comes from `ctx.scope`. */
export function budgetDepsOf(deps: ServerDeps): BudgetDeps {
  return { db: deps.db, graph: deps.graph, cipher: deps.cipher, now: deps.now };
}
