import type { z } from 'zod';
import { accountDeletionJob } from './account-deletion-job.ts';
import { approvalsExpireJob } from './approvals-expire-job.ts';
import { budgetChangeJob } from './budget-change-job.ts';
import { cloneAccountJob } from './clone-account-job.ts';
import { diagnosticsPingJob } from './diagnostics-ping-job.ts';
import { recoverySweepJob } from './recovery-sweep-job.ts';
import { refreshExchangeRatesJob } from './refresh-exchange-rates-job.ts';
import type { JobContract } from './job-contract.ts';
import { mailSendJob } from './mail-send-job.ts';
import { passwordResetRequestJob } from './password-reset-request-job.ts';
import { syncAdAccountJob } from './sync-ad-account-job.ts';
import { syncConnectionJob } from './sync-connection-job.ts';
import { tokenExpiryCheckJob } from './token-expiry-check-job.ts';
import { notificationPruneJob } from './notification-prune-job.ts';

/** Every job the system knows. The worker must provide a handler for each (a missing one is a type error). */
export const jobContracts = {
  [diagnosticsPingJob.name]: diagnosticsPingJob,
  [syncConnectionJob.name]: syncConnectionJob,
  [syncAdAccountJob.name]: syncAdAccountJob,
  [cloneAccountJob.name]: cloneAccountJob,
  [recoverySweepJob.name]: recoverySweepJob,
  [refreshExchangeRatesJob.name]: refreshExchangeRatesJob,
  [tokenExpiryCheckJob.name]: tokenExpiryCheckJob,
  [budgetChangeJob.name]: budgetChangeJob,
  [notificationPruneJob.name]: notificationPruneJob,
  [mailSendJob.name]: mailSendJob,
  [passwordResetRequestJob.name]: passwordResetRequestJob,
  [accountDeletionJob.name]: accountDeletionJob,
  [approvalsExpireJob.name]: approvalsExpireJob,
} as const satisfies Record<string, JobContract>;

export type JobName = keyof typeof jobContracts;
export type JobPayload<N extends JobName> = z.infer<(typeof jobContracts)[N]['payload']>;
export type JobResult<N extends JobName> = z.infer<(typeof jobContracts)[N]['result']>;
