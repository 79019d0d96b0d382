export { startTestDatabaseServer, type TestDatabaseServer } from './test-database-server.ts';
export { createTestDatabase, type TestDatabase } from './test-database.ts';
export { useTestDatabase } from './use-test-database.ts';
export { domainSnapshot, type DomainSnapshot } from './domain-snapshot.ts';
export { seedUserData, type SeededUser } from './user-data-seed.ts';
export { workspaceOf } from './workspace-of.ts';
