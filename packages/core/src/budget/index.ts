export * from './budget-schemas.ts';
export type { BudgetDeps } from './budget-deps.ts';
export { budgetOverview } from './budget-overview-service.ts';
export { previewBudgetChange } from './budget-change-preview-service.ts';
export { startBudgetChange } from './budget-change-start-service.ts';
export { budgetChangeStatus } from './budget-change-status-service.ts';
export { runBudgetChangeJob } from './budget-change-run.ts';
export { budgetThresholdStatuses, setBudgetThreshold } from './budget-thresholds.ts';
