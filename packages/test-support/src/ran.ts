import type { SentForApproval } from '@adfleet/core';

/**
 * The answer of a clone or budget change that ran. `clone.start` and `budget.change` may instead answer that the
 * work was sent for approval (ADR 0058); a test of running work fails plainly when that happens.
 */
export function ran<T extends object>(result: T | SentForApproval): T {
  if ('proposalId' in result) throw new Error(`expected the work to run, but it was sent for approval (${result.proposalId})`);
  return result;
}
