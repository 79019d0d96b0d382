export { createDatabase, type CreateDatabaseOptions, type DatabaseHandle, type Db } from './client.ts';
export type { Database } from './schema.ts';
export { migrateToLatest, MigrationError } from './migrations/index.ts';
export { DatabaseStartupError } from './embedded/database-startup-error.ts';
export { startEmbeddedPostgres, type RunningPostgres } from './embedded/embedded-postgres.ts';
export { assertDatabaseAnswers } from './embedded/connect-check.ts';
export * from './repositories/health-repository.ts';
export { startBoss, type PgBoss, type QueueDefinition, type StartBossOptions } from './queue/job-boss.ts';
