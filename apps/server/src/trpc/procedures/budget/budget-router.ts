import { router } from '../../init.ts';
import { budgetChangeProcedure } from './budget-change.ts';
import { budgetChangeStatusProcedure } from './budget-change-status.ts';
import { budgetOverviewProcedure } from './budget-overview.ts';
import { budgetPreviewProcedure } from './budget-preview.ts';
import { budgetThresholdSetProcedure } from './budget-threshold-set.ts';

export const budgetRouter = router({
  overview: budgetOverviewProcedure,
  preview: budgetPreviewProcedure,
  change: budgetChangeProcedure,
  changeStatus: budgetChangeStatusProcedure,
  setThreshold: budgetThresholdSetProcedure,
});
