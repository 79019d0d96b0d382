import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side, for every project alike (vitest refuses projects of one run with different
 * counts). Vitest's default is one worker fewer than the cores, so on 2 cores the files ran one at a time with half
 * the CPU idle: integration files mostly wait on PostgreSQL, the sandboxes and queued jobs. Each file has its own
 * database (ADR 0005) and its own ports, so two run side by side: the suite takes 65 % of the time
 * (docs/benchmarks.md). A third adds contention, not speed (the same page).
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
