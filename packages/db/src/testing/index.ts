export { useTestDatabase } from './use-test-database.ts';
export { domainSnapshot } from './domain-snapshot.ts';
export { seedUserData, type SeededUser } from './user-data-seed.ts';
export { workspaceOf } from './workspace-of.ts';
export { migrateBackTo, migrationNames } from './later-migrations.ts';
