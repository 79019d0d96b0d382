import { assertDatabaseAnswers, createDatabase, migrateToLatest, startEmbeddedPostgres } from '@adfleet/db';

export interface ResolvedDatabase {
  connectionString: string;
  kind: 'embedded' | 'external';
  stop(): Promise<void>;
}

/** DATABASE_URL when given (checked once, with advice on failure); otherwise the embedded cluster in DATA_DIR. */
export async function resolveDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onLog: (line: string) => void;
}): Promise<ResolvedDatabase> {
  if (options.databaseUrl) {
    await assertDatabaseAnswers(options.databaseUrl);
    return { connectionString: options.databaseUrl, kind: 'external', stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, databaseName: 'adfleet', onLog: options.onLog });
  return { connectionString: embedded.connectionString, kind: 'embedded', stop: embedded.stop };
}

/**
 * Brings the schema to the latest migration, on a connection of its own: the request path's pool cancels statements
 * past a few seconds (ADR 0072), and a migration rewriting a large table must run to its end. Returns what it applied.
 */
export async function migrateDatabase(connectionString: string): Promise<string[]> {
  const { db, destroy } = createDatabase(connectionString, { applicationName: 'adfleet-migrate' });
  try {
    return await migrateToLatest(db);
  } finally {
    await destroy();
  }
}
