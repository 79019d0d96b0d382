import pg from 'pg';
import { DatabaseStartupError } from './database-startup-error.ts';

/** Connects once so a wrong DATABASE_URL fails at start with advice, not later inside a request. */
export async function assertDatabaseAnswers(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new DatabaseStartupError(describeConnectFailure(connectionString, error));
  } finally {
    await client.end().catch(() => undefined);
  }
}

function describeConnectFailure(connectionString: string, error: unknown): string {
  const where = safeLocation(connectionString);
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ECONNREFUSED':
      return `The database at ${where} refuses connections. Is PostgreSQL running there? Check DATABASE_URL, or unset it to use the embedded database.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The database host in DATABASE_URL (${where}) cannot be resolved. Check the host name.`;
    case '28P01':
    case '28000':
      return `The database at ${where} rejected the user or password in DATABASE_URL.`;
    case '3D000':
      return `The database named in DATABASE_URL does not exist on ${where}. Create it first.`;
    default:
      return `Cannot connect to the database at ${where}: ${error instanceof Error ? error.message : String(error)}.`;
  }
}

/** host:port/db without credentials, so the message is safe to log. */
function safeLocation(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the configured address';
  }
}
