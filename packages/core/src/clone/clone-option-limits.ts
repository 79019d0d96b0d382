// Browser-safe: the dialog checks the multiplier against the same bounds the request schema enforces.

/** The budget multiplier's bounds: a hundredth of the source's budgets up to a hundred times them. */
export const MIN_BUDGET_MULTIPLIER = 0.01;
export const MAX_BUDGET_MULTIPLIER = 100;
