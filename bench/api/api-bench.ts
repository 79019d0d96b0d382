import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openSeededDatabase } from '../seed/seeded-database.ts';
import { processCpuMicros } from './process-cpu.ts';
import { biggestUser } from '../seed/seed-plan.ts';
import { startAdFleet } from './adfleet-process.ts';
import { argon2VerifiesPerSecond } from './argon2-rate.ts';
import { startBaseline } from './baseline-process.ts';
import { captureQueries } from './captured-sql.ts';
import { untilDatabaseIdle } from './database-idle.ts';
import { endpoints } from './endpoints.ts';
import { explainQueries } from './explain.ts';
import { load, type LoadResult } from './load.ts';

export interface ApiBenchOptions {
  short: boolean;
  /** Seconds of load per endpoint and target. */
  seconds: number;
  /** A database to bench against instead of a fresh one; `seed` says whether to fill it first. */
  url?: string;
  seed?: boolean;
  explain?: boolean;
  /** Only the plans: no load at all (for working on queries against a seeded database). */
  explainOnly?: boolean;
  /** Load only the endpoints whose names start with one of these (every endpoint's answer is still checked once). */
  only?: string[];
  onLine?: (line: string) => void;
}

export interface EndpointResult {
  name: string;
  bare: LoadResult;
  /** Absent for endpoints that run no SQL. */
  barePg?: LoadResult;
  adfleet: LoadResult;
  /** The AdFleet server's highest resident memory while under this endpoint's load, in bytes. */
  peakRss: number;
}

export interface ApiBenchResult {
  user: { username: string; accounts: number; campaigns: number };
  seedMs?: number;
  endpoints: EndpointResult[];
  argon2PerSecond: number;
  /** The AdFleet server's resident memory once started and signed in to, before any load, in bytes. */
  idleRss: number;
  explains: Map<string, string[]>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Issue 14's API bench in one run: AdFleet (as production starts it) beside a bare Fastify app answering the same
 * JSON and a bare Fastify app running the same SQL through `pg`, each under autocannon's 50 connections, endpoint by
 * endpoint, on the generated database signed in as its biggest agency.
 */
export async function runApiBench(options: ApiBenchOptions): Promise<ApiBenchResult> {
  const log = options.onLine ?? (() => undefined);
  const seeded = await openSeededDatabase({ short: options.short, ...(options.url ? { url: options.url } : {}), seed: options.seed ?? !options.url, onStep: (line) => log(`  seed ${line}`) });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'adfleet-bench-api-'));
  const stops: Array<() => Promise<void>> = [];
  try {
    const big = biggestUser(seeded.plan);
    const app = await startAdFleet({ databaseUrl: seeded.connectionString, port: await freePort(), dataDir });
    stops.unshift(app.stop);
    log(`AdFleet (pid ${app.pid}) at ${app.baseUrl}, signed in as ${big.username}: ${big.accounts} ad accounts, ${big.campaigns} campaigns`);
    const list = endpoints(big);
    const signIn = list.find((endpoint) => endpoint.name === 'sign-in');
    const signedIn = await fetch(`${app.baseUrl}${signIn?.path}`, { method: 'POST', body: signIn?.body ?? null, headers: { 'content-type': 'application/json' } });
    const { token } = (await signedIn.json()) as { token: string };
    if (signedIn.status !== 200 || !token) throw new Error(`sign-in answered ${signedIn.status}`);
    const idleRss = await app.rss();

    const headersOf = (authenticated: boolean, body: boolean): Record<string, string> => ({
      ...(authenticated ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    });
    // Each answer once, checked, and kept: the bare baselines answer with these very bodies.
    const bodies = new Map<string, unknown>();
    for (const endpoint of list) {
      const response = await fetch(`${app.baseUrl}${endpoint.path}`, { method: endpoint.method, body: endpoint.body ?? null, headers: headersOf(endpoint.authenticated, endpoint.body !== undefined) });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`${endpoint.name} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      endpoint.check(body);
      bodies.set(endpoint.name, body);
    }
    const queries = await captureQueries(seeded.connectionString, { token }, list);
    const explains = new Map<string, string[]>();
    if (options.explain || options.explainOnly) {
      for (const [name, captured] of queries) explains.set(name, await explainQueries(seeded.connectionString, captured));
    }
    if (options.explainOnly) return { user: { username: big.username, accounts: big.accounts, campaigns: big.campaigns }, endpoints: [], argon2PerSecond: 0, idleRss, explains };
    const routes = (withSql: boolean) =>
      list.map((endpoint) => ({ method: endpoint.method, url: endpoint.path, body: bodies.get(endpoint.name), queries: withSql ? (queries.get(endpoint.name) ?? []) : [] }));
    const bare = await startBaseline({ mode: 'json', routes: routes(false) }, path.join(dataDir, 'bare.json'));
    stops.unshift(bare.stop);
    const barePg = await startBaseline({ mode: 'pg', connectionString: seeded.connectionString, routes: routes(true) }, path.join(dataDir, 'bare-pg.json'));
    stops.unshift(barePg.stop);

    const results: EndpointResult[] = [];
    let argon2PerSecond = 0;
    for (const endpoint of list) {
      if (options.only && !options.only.some((name) => endpoint.name.startsWith(name))) continue;
      // Measured right beside sign-in's own load (once the database is idle), so both see the same machine.
      if (endpoint.name === 'sign-in' && (await untilDatabaseIdle(seeded.connectionString))) argon2PerSecond = await argon2VerifiesPerSecond(options.short ? 1 : 5);
      const run = async (baseUrl: string, pid: number) => {
        if (!(await untilDatabaseIdle(seeded.connectionString))) log(`  (the database was still busy after a minute before ${endpoint.name} at ${baseUrl})`);
        const cpuBefore = await processCpuMicros(pid);
        const result = await load({ url: `${baseUrl}${endpoint.path}`, method: endpoint.method, ...(endpoint.body !== undefined ? { body: endpoint.body } : {}), headers: headersOf(endpoint.authenticated, endpoint.body !== undefined), seconds: options.seconds });
        const cpuMicros = ((await processCpuMicros(pid)) - cpuBefore) / Math.max(result.requests, 1);
        return { ...result, cpuMicros };
      };
      const bareResult = await run(bare.baseUrl, bare.pid);
      const barePgResult = queries.has(endpoint.name) ? await run(barePg.baseUrl, barePg.pid) : undefined;
      let peakRss = await app.rss();
      const sampler = setInterval(() => {
        void app.rss().then((rss) => {
          peakRss = Math.max(peakRss, rss);
        });
      }, 200);
      const adfleetResult = await run(app.baseUrl, app.pid).finally(() => clearInterval(sampler));
      results.push({ name: endpoint.name, bare: bareResult, ...(barePgResult ? { barePg: barePgResult } : {}), adfleet: adfleetResult, peakRss });
      log(`  ${endpoint.name}: bare ${bareResult.rps.toFixed(0)}/s, bare+pg ${barePgResult ? `${barePgResult.rps.toFixed(0)}/s` : '–'}, AdFleet ${adfleetResult.rps.toFixed(0)}/s`);
    }
    return {
      user: { username: big.username, accounts: big.accounts, campaigns: big.campaigns },
      ...(seeded.report ? { seedMs: seeded.report.timings.total } : {}),
      endpoints: results,
      argon2PerSecond,
      idleRss,
      explains,
    };
  } finally {
    for (const stop of stops) await stop();
    await rm(dataDir, { recursive: true, force: true });
    await seeded.close();
  }
}
