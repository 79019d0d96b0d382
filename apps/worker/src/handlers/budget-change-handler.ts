import { runBudgetChangeJob } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleBudgetChange: JobHandler<'budget.change'> = (payload, { sync, finalAttempt, signal }) => runBudgetChangeJob(sync, payload, { finalAttempt, signal });
