import os from 'node:os';
import { createTestDatabase } from '../../packages/db/src/testing/test-database.ts';
import { startTestDatabaseServer } from '../../packages/db/src/testing/test-database-server.ts';
import { startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { syncAtScale } from '@adfleet/test-support/sync-at-scale';
import { minimumSyncRoundTrips } from './minimum-round-trips.ts';

/**
 * bench/sync: AdFleet's real sync (the "sync" button → connection sync → one pg-boss job per ad account, in-process
 * worker, embedded PostgreSQL) of 50 ad accounts × 500 campaigns with 90 days of insights, against the Graph sandbox
 * with 50 ms added to every request; reported against the fewest round trips Meta's API allows for the same data.
 * `pnpm bench:sync` (full), `pnpm bench:sync --short` (2 × 100, no latency; the world of sync-round-trips.int.test.ts, which CI runs).
 */
const short = process.argv.includes('--short');
const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
  return value;
};
const ACCOUNTS = option('--accounts', short ? 2 : 50);
const CAMPAIGNS = option('--campaigns', short ? 100 : 500);
const LATENCY_MS = option('--latency', short ? 0 : 50);
/** Ad-account syncs one worker runs at once (the worker's default concurrency), and each one's dependent round trips. */
const SYNCS_AT_ONCE = 4;
const ROUND_TRIPS_PER_ACCOUNT = 2;

const log = (line: string) => process.stdout.write(`${line}\n`);
const loadBefore = os.loadavg()[0] ?? 0;

const dbServer = await startTestDatabaseServer();
const database = await createTestDatabase(dbServer.adminConnectionString);
// On a loaded machine a poll of the job system may miss its 5 s connection timeout; pg-boss retries it, so it is noted, not fatal.
const app = await startSandboxedServer({ connectionString: database.connectionString, onJobError: (error) => process.stderr.write(`job system: ${error.message}\n`) });
try {
  await app.startWorker();
  // A busy 2-core machine syncs a 500-campaign account in tens of seconds: the full world may take most of an hour.
  const result = await syncAtScale(app, database.db, { accounts: ACCOUNTS, campaigns: CAMPAIGNS, latencyMs: LATENCY_MS, timeoutMs: 3_600_000 });
  const minimum = minimumSyncRoundTrips({ accounts: ACCOUNTS, campaigns: CAMPAIGNS, adSetsPerCampaign: 1, adsPerAdSet: 1, days: 90 });
  const { incremental, withNewAccounts, newAccounts } = result;
  const fmt = (value: number, digits = 0) => value.toFixed(digits);
  const limitMs = minimum.dependentRoundTrips * LATENCY_MS;
  // One worker: the list of accounts, then waves of SYNCS_AT_ONCE account syncs of 2 dependent round trips each.
  const workerRoundTrips = 1 + Math.ceil((ACCOUNTS + incremental.accountRuns) / SYNCS_AT_ONCE) * ROUND_TRIPS_PER_ACCOUNT;

  log(`\nbench/sync: ${ACCOUNTS} ad accounts × ${CAMPAIGNS} campaigns (1 ad set, 1 ad each), 90 days of daily insights, ${LATENCY_MS} ms per Graph request`);
  log(`(${os.cpus().length} cores, Node ${process.versions.node}, load average ${fmt(loadBefore, 2)} before, ${fmt(os.loadavg()[0] ?? 0, 2)} after)\n`);
  log('| sync | wall time | Graph round trips | Graph operations | errors | account runs |');
  log('|---|---|---|---|---|---|');
  log(`| demo accounts only (incremental, the baseline) | ${fmt(incremental.wallMs)} ms | ${incremental.requests} | ${incremental.operations} | ${incremental.errors} | ${incremental.accountRuns} |`);
  log(`| demo + ${ACCOUNTS} new accounts (first sync) | ${fmt(withNewAccounts.wallMs)} ms | ${withNewAccounts.requests} | ${withNewAccounts.operations} | ${withNewAccounts.errors} | ${withNewAccounts.accountRuns} |`);
  log(`| the new accounts' share | | ${newAccounts.requests} | ${newAccounts.operations} | | |`);
  log(`| Meta's minimum for the new accounts | ${limitMs} ms (${minimum.dependentRoundTrips} dependent × ${LATENCY_MS} ms) | ${minimum.roundTrips} | ${minimum.operations} | | |`);
  log(`| one worker's latency bound (${SYNCS_AT_ONCE} account syncs at once × ${ROUND_TRIPS_PER_ACCOUNT} round trips, all ${ACCOUNTS + incremental.accountRuns} accounts) | ${workerRoundTrips * LATENCY_MS} ms (${workerRoundTrips} dependent) | | | | |`);
  log('');
  log(`per new account: ${fmt(newAccounts.requests / ACCOUNTS, 2)} round trips, ${fmt(newAccounts.operations / ACCOUNTS, 2)} operations (minimum ${fmt(minimum.roundTrips / ACCOUNTS, 2)} and ${fmt(minimum.operations / ACCOUNTS, 2)})`);
  log(`round trips vs minimum: ${fmt(newAccounts.requests / minimum.roundTrips, 2)}×; operations vs minimum: ${fmt(newAccounts.operations / minimum.operations, 2)}×`);
  if (LATENCY_MS > 0) {
    log(`wall time vs Meta's minimum: ${fmt(withNewAccounts.wallMs / limitMs, 1)}×; vs one worker's latency bound: ${fmt(withNewAccounts.wallMs / (workerRoundTrips * LATENCY_MS), 1)}×`);
  }
  log(`wall time vs the demo-only sync in the same run: ${fmt(withNewAccounts.wallMs / incremental.wallMs, 2)}×`);
  log(`\nthe minimum, per account: ${minimum.explanation}`);
} finally {
  await app.close();
  await database.drop();
  await dbServer.stop();
}
