import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side, for every project alike (vitest refuses projects of one run with different
 * counts): one more than the cores. Integration files mostly wait (on PostgreSQL, the sandboxes, queued jobs, and in
 * the kill trials on a dead worker's heartbeat running out): with one file per core the whole suite used three
 * quarters of two cores' time. Each file has its own database (ADR 0005) and its own ports, so any number can run
 * side by side (docs/benchmarks.md, "The test suite's own time").
 */
export const TEST_WORKERS = availableParallelism() + 1;
