import os from 'node:os';
import { type EndpointResult, runApiBench } from './api-bench.ts';
import { PASSWORD_HASH_OPTIONS, PASSWORD_HASHES_AT_ONCE } from '../../packages/core/src/auth/password-hasher.ts';

/**
 * `pnpm bench:api [--short] [--explain | --explain-only] [--seconds N] [--url postgres://…] [--only 'campaigns,auth/me']`:
 * issue 14's API bench. Full mode seeds the realistic database (100 users, 500 accounts, 100,000 campaigns, 2,000,000
 * insight rows) and loads each endpoint for 10 s per target; --short seeds 1/100 of it and loads 2 s. --url benches an
 * already seeded database; --only loads just the endpoints whose names start with one of its comma-separated names.
 * Timings are printed as ratios to the baselines measured in the same run, never asserted.
 */
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const short = process.argv.includes('--short');
const seconds = Number(argument('--seconds') ?? (short ? 2 : 10));
if (!(seconds > 0)) throw new Error('--seconds takes a positive number');
const url = argument('--url');
if (process.argv.includes('--url') && !url?.startsWith('postgres')) throw new Error('--url takes a postgres:// connection string');
const log = (line: string) => process.stdout.write(`${line}\n`);
const only = argument('--only')?.split(',').map((name) => name.trim()).filter(Boolean);
if (process.argv.includes('--only') && !only?.length) throw new Error('--only takes endpoint names, comma-separated (e.g. "campaigns,auth/me")');

/** Issue 14's targets, as ratios to the bare-JSON baseline of the same run. */
const TARGETS: Record<string, { throughput?: number; p99?: number }> = {
  'campaigns first page': { throughput: 0.25, p99: 5 },
  'auth/me': { throughput: 0.3 },
  'dashboard summary': { p99: 20 },
  'reports by campaign': { p99: 20 },
  'reports by day': { p99: 20 },
};
const MEMORY_TARGET = 250 * 1024 * 1024;

log(`bench:api ${short ? 'short' : 'full'}, ${seconds} s per target, 50 connections; ${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
const result = await runApiBench({ short, seconds, ...(url ? { url } : {}), explain: process.argv.includes('--explain'), explainOnly: process.argv.includes('--explain-only'), ...(only ? { only } : {}), onLine: log });

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const times = (value: number) => `${value.toFixed(1)}×`;
const verdict = (row: EndpointResult) => {
  const target = TARGETS[row.name];
  if (!target) return '';
  const checks: string[] = [];
  if (target.throughput !== undefined) checks.push(`${row.adfleet.rps / row.bare.rps >= target.throughput ? 'meets' : 'misses'} ≥ ${pct(target.throughput)}`);
  if (target.p99 !== undefined) checks.push(`${row.adfleet.p99 / Math.max(row.bare.p99, 1) < target.p99 ? 'meets' : 'misses'} p99 < ${target.p99}×`);
  return checks.join(', ');
};
if (result.endpoints.length > 0) printTable();
for (const [name, plans] of result.explains) {
  log(`\n=== EXPLAIN (ANALYZE, BUFFERS): ${name} ===`);
  for (const plan of plans) log(`\n${plan}`);
}

function printTable() {
  log('');
  log(`signed in as ${result.user.username} (${result.user.accounts} ad accounts, ${result.user.campaigns} campaigns)${result.seedMs !== undefined ? `; seeding took ${(result.seedMs / 1000).toFixed(1)} s` : ''}`);
  log('| endpoint | bare req/s | bare+pg req/s | AdFleet req/s | AdFleet / bare | AdFleet / bare+pg | p50 bare · bare+pg · AdFleet (ms) | p99 bare · bare+pg · AdFleet (ms) | p99 / bare p99 | RSS peak | non-2xx | target |');
  log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of result.endpoints) {
    const pg = row.barePg;
    log(
      `| ${row.name} | ${row.bare.rps.toFixed(0)} | ${pg ? pg.rps.toFixed(0) : '–'} | ${row.adfleet.rps.toFixed(0)} | ${pct(row.adfleet.rps / row.bare.rps)} | ${pg && pg.rps > 0 ? pct(row.adfleet.rps / pg.rps) : '–'} | ` +
        `${row.bare.p50} · ${pg?.p50 ?? '–'} · ${row.adfleet.p50} | ${row.bare.p99} · ${pg?.p99 ?? '–'} · ${row.adfleet.p99} | ${times(row.adfleet.p99 / Math.max(row.bare.p99, 1))} | ` +
        `${(row.peakRss / 1024 / 1024).toFixed(0)} MB | ${row.adfleet.non2xx + row.adfleet.errors} | ${verdict(row)} |`,
    );
  }
  log('');
  // The servers' own CPU per answer: far steadier than throughput when other work shares the machine.
  const cpu = (load: { cpuMicros?: number } | undefined) => (load?.cpuMicros === undefined ? '–' : `${load.cpuMicros.toFixed(0)} µs`);
  for (const row of result.endpoints) {
    const ratio = row.bare.cpuMicros && row.adfleet.cpuMicros ? ` (bare / AdFleet ${pct(row.bare.cpuMicros / row.adfleet.cpuMicros)})` : '';
    log(`CPU per answer, ${row.name}: bare ${cpu(row.bare)} · bare+pg ${cpu(row.barePg)} · AdFleet ${cpu(row.adfleet)}${ratio}`);
  }
  const signIn = result.endpoints.find((row) => row.name === 'sign-in');
  log('');
  if (signIn) log(`sign-in: ${signIn.adfleet.rps.toFixed(1)}/s against ${result.argon2PerSecond.toFixed(1)} argon2id verifications/s in this process (m=${PASSWORD_HASH_OPTIONS.memoryCost / 1024} MiB, t=${PASSWORD_HASH_OPTIONS.timeCost}, p=${PASSWORD_HASH_OPTIONS.parallelism}, ${PASSWORD_HASHES_AT_ONCE} at once): ${pct(signIn.adfleet.rps / result.argon2PerSecond)} of the hash's own ceiling`);
  const peak = Math.max(...result.endpoints.map((row) => row.peakRss));
  log(`AdFleet's memory: ${(result.idleRss / 1024 / 1024).toFixed(0)} MB started, ${(peak / 1024 / 1024).toFixed(0)} MB at most under load (${peak < MEMORY_TARGET ? 'meets' : 'misses'} < 250 MB)`);
  log(`load average after: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
}
