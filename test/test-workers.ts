import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side, for every project alike (vitest refuses projects of one run with different
 * counts): one more than the cores. Integration files spend much of their time waiting on PostgreSQL, the sandboxes,
 * queued jobs and the fault trials' killed workers; each has its own database (ADR 0005) and its own ports, so they
 * share nothing. On 2 cores two workers left a quarter of the CPU idle (75 % busy); a third fills it (92 %) and the
 * suite takes 88 % of the time (docs/benchmarks.md).
 */
export const TEST_WORKERS = availableParallelism() + 1;
