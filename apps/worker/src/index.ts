export { startWorker, type RunningWorker, type StartWorkerOptions } from './run-worker.ts';
export type { WorkerJob } from './handlers/worker-jobs.ts';
