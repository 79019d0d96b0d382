import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../client.ts';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres.ts';
import { migrateToLatest } from '../migrations/index.ts';
import { testDatabaseEnv } from './env.ts';

export const TEMPLATE_DATABASE = 'adfleet_test_template';

export interface TestDatabaseServer {
  /** Which provider answered: an explicit URL, a container, or an embedded cluster. */
  provider: 'url' | 'testcontainers' | 'embedded';
  adminConnectionString: string;
  stop(): Promise<void>;
}

/**
 * Starts (or finds) the PostgreSQL server for a test run and prepares one migrated template database that every test
 * file clones. Order: TEST_DATABASE_URL, then testcontainers when a container runtime answers, then embedded-postgres.
 */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  const server = await startServer();
  try {
    await prepareTemplate(server.adminConnectionString);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function startServer(): Promise<TestDatabaseServer> {
  if (testDatabaseEnv.TEST_DATABASE_URL) {
    return { provider: 'url', adminConnectionString: testDatabaseEnv.TEST_DATABASE_URL, stop: async () => undefined };
  }
  const container = await startContainerIfRuntime();
  if (container) return container;

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-test-pg-'));
  await fs.chmod(dataDir, 0o755);
  // Test files side by side, each with a server, its job queue and workers, hold dozens of connections each.
  const embedded = await startEmbeddedPostgres({ dataDir, databaseName: 'postgres', persistent: false, maxConnections: 300, durable: false });
  return {
    provider: 'embedded',
    adminConnectionString: embedded.adminConnectionString,
    stop: async () => {
      await embedded.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startContainerIfRuntime(): Promise<TestDatabaseServer | undefined> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return undefined;
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:18-alpine').start();
  const url = new URL(container.getConnectionUri());
  url.pathname = '/postgres';
  return { provider: 'testcontainers', adminConnectionString: url.toString(), stop: async () => void (await container.stop()) };
}

async function prepareTemplate(adminConnectionString: string): Promise<void> {
  await withClient(adminConnectionString, async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const template = createDatabase(withDatabase(adminConnectionString, TEMPLATE_DATABASE), { maxConnections: 1 });
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.destroy();
  }
}

export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withClient<T>(connectionString: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
