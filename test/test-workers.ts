import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side, for every project alike (vitest refuses projects of one run with different
 * counts). Integration files mostly wait: on PostgreSQL, on the sandboxes, on queued jobs and on a killed worker's
 * heartbeat running out. Each file has its own database (ADR 0005) and its own ports, so on 2 cores three run side by
 * side, one more than the cores, and a file's waiting is another's running (docs/benchmarks.md, "Test suite").
 */
export const TEST_WORKERS = Math.max(3, availableParallelism() - 1);
