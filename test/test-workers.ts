import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side, for every project alike (vitest refuses projects of one run with different
 * counts): two more than the cores. Integration files spend much of their time waiting on PostgreSQL, the sandboxes,
 * queued jobs and the fault trials' killed workers; each has its own database (ADR 0005) and its own ports, so they
 * share nothing. On 2 cores two workers left a quarter of the CPU idle; a third filled most of it (the suite in 88 % of
 * the time) and a fourth the rest (92 % of that again, with the same CPU spent; docs/benchmarks.md).
 */
export const TEST_WORKERS = availableParallelism() + 2;
