import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** A database handle inside a transaction; functions that must be atomic take this, so the type forces it. */
export type Trx = Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  /** Opens the pool's kept connections (`minConnections`) now, so the first burst of work does not wait for them. */
  warm(): Promise<void>;
  destroy(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Upper bound of pooled connections for this process. */
  maxConnections?: number;
  /** Connections kept open while idle (default none): a burst of work then finds them ready instead of connecting. */
  minConnections?: number;
  applicationName?: string;
  /** How long a query waits for a pooled connection before it fails (`isPoolExhausted`); 5 s by default. */
  acquireTimeoutMs?: number;
  /**
   * PostgreSQL's `statement_timeout` for every connection of the pool: a statement running (or waiting for a lock)
   * longer is cancelled by the server (`isStatementCancelled`). None by default: migrations and test fixtures run
   * unbounded, and each process chooses its own budget (ADR 0072).
   */
  statementTimeoutMs?: number;
}

export function createDatabase(connectionString: string, options: CreateDatabaseOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    min: options.minConnections ?? 0,
    application_name: options.applicationName ?? 'adfleet',
    connectionTimeoutMillis: options.acquireTimeoutMs ?? 5_000,
    // Sent in the connection's startup packet: no extra round trip, and it holds for every statement on it.
    ...(options.statementTimeoutMs === undefined ? {} : { statement_timeout: options.statementTimeoutMs }),
  });
  // An idle client that loses its server emits here; without a listener the process would crash.
  pool.on('error', () => undefined);
  // A client that is checked out (a transaction between two statements) emits on itself instead, where the pool does
  // not listen: a database restart would crash the process. Its next statement fails with the same error anyway.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // The cursor lets `.stream()` read large results (report exports) in chunks instead of holding them in memory.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  return {
    db,
    async warm() {
      const clients = await Promise.all(Array.from({ length: options.minConnections ?? 0 }, () => pool.connect()));
      for (const client of clients) client.release();
    },
    destroy: () => db.destroy(),
  };
}
