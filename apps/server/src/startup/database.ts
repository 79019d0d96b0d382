import { assertDatabaseAnswers, startEmbeddedPostgres } from '@adfleet/db';

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
