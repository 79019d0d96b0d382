import path from 'node:path';
import { logTransportFor } from '@adfleet/core';
import { DatabaseStartupError } from '@adfleet/db';
import pino from 'pino';
import { EnvError, readMigrateEnv } from './env.ts';
import { loggerOptions } from './logger.ts';
import { migrateDatabase, resolveDatabase } from './startup/database.ts';
import { orderlyStop } from './startup/orderly-stop.ts';

/**
 * The `migrate` command (`node apps/server/dist/migrate.js`): brings the database to this build's latest migration and
 * exits, 0 when the schema is current. An upgrade runs it once (a Kubernetes Job, a release step) before rolling the
 * servers, which then start with MIGRATE_ON_START=false, and the workers, which never migrate. With DATABASE_URL it
 * migrates that database; without, the embedded one in DATA_DIR. Several at once are safe: Kysely's migration lock
 * serializes them, and the later ones find nothing to do.
 */
const lifecycle = orderlyStop();

async function main() {
  const env = readMigrateEnv();
  const transport = logTransportFor({ stdoutIsTTY: process.stdout.isTTY === true, nodeEnv: env.NODE_ENV });
  const log = pino({ ...(loggerOptions(env.LOG_LEVEL, transport) as pino.LoggerOptions), base: { service: 'migrate' } });
  const database = await resolveDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, onLog: (line) => log.debug({ postgres: line }) });
  lifecycle.add(database.stop);
  log.info({ database: database.kind, dataDir: database.kind === 'embedded' ? path.resolve(env.DATA_DIR) : undefined }, 'migrating');
  const applied = await migrateDatabase(database.connectionString);
  log.info({ applied }, applied.length > 0 ? 'migrations applied' : 'the schema is current');
  await lifecycle.stop(0);
}

main().catch((error: unknown) => lifecycle.failStart(error, [EnvError, DatabaseStartupError]));
