import type { TestProject } from 'vitest/node';
import { startTestDatabaseServer } from './test-database-server.ts';

import './provided-context.ts';

/** One PostgreSQL server and one migrated template per test run; each test file clones its own database. */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  project.provide('testDatabaseAdminUrl', server.adminConnectionString);
  return () => server.stop();
}
