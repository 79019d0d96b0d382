export { startWorker, type RunningWorker } from './run-worker.ts';
