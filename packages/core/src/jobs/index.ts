export { defineJob, type JobContract, type JobQueueOptions } from './job-contract.ts';
export { jobContracts, type JobName, type JobPayload, type JobResult } from './job-registry.ts';
export { diagnosticsPingJob } from './diagnostics-ping-job.ts';
export { syncConnectionJob, syncTriggerSchema } from './sync-connection-job.ts';
export { syncAdAccountJob } from './sync-ad-account-job.ts';
export { PermanentJobError } from './permanent-job-error.ts';
export { transactionalJobs, type SendJobOptions, type TransactionalJobs } from './transactional-jobs.ts';
export { cloneAccountJob } from './clone-account-job.ts';
export { RECOVERY_SWEEP_SCHEDULE, recoverySweepJob } from './recovery-sweep-job.ts';
