import { spawn, execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { promisify } from 'node:util';
import { createTestDatabase } from '../../packages/db/src/testing/test-database.ts';
import { startTestDatabaseServer } from '../../packages/db/src/testing/test-database-server.ts';
import { connectThroughDialog, createBrowser, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { loggerOptions } from '../../apps/server/src/logger.ts';
import { freePort } from '@adfleet/test-support/free-port';

/**
 * bench/overhead: what every request pays. The real server (sandbox mode, real PostgreSQL, logging at info into
 * /dev/null, or `--no-log`) and a bare Fastify app in a child process serving the same JSON bodies are each driven by
 * autocannon (50 connections) in turn, in the same run. Prints throughput, p99 and server CPU per request, and each as a
 * ratio to the bare app. `--only <row>` runs one row, `--profile` writes a CPU profile of each AdFleet run to /tmp.
 *
 *   node bench/overhead/overhead-bench.ts --autocannon /tmp/ac/node_modules/.bin/autocannon [--seconds 10 | --short]
 */
const run = promisify(execFile);
const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pino = (await import(serverRequire.resolve('pino'))).default as { destination(options: object): object };
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
/** `--short`: CI-sized, 2 s per run; otherwise `--seconds N` (10 by default). */
const SECONDS = process.argv.includes('--short') ? 2 : Number(argument('--seconds') ?? 10);
/** autocannon is not a dependency: `--autocannon PATH` names its binary (e.g. from `npm i --prefix /tmp/ac autocannon`). */
const AUTOCANNON = argument('--autocannon') ?? 'autocannon';
const log = (line: string) => process.stdout.write(`${line}\n`);
const noLog = process.argv.includes('--no-log');

const dbServer = await startTestDatabaseServer();
const database = await createTestDatabase(dbServer.adminConnectionString);
const logger = noLog ? undefined : ({ ...(loggerOptions('info') as object), stream: pino.destination({ dest: '/dev/null', sync: false }) } as object as ReturnType<typeof loggerOptions>);
const app = await startSandboxedServer({ connectionString: database.connectionString, ...(logger ? { logger } : {}) });
const worker = await app.startWorker();
const browser = createBrowser(app.baseUrl);
const registered = await browser.request('/api/auth/register', {
  method: 'POST',
  body: JSON.stringify({ username: 'bencher', email: 'bencher@example.com', password: 'fleet-owner-2931' }),
  headers: { 'content-type': 'application/json' },
});
const { token } = (await registered.json()) as { token: string };
await connectThroughDialog(browser, app.userNamed('Ana').id);
const auth = { authorization: `Bearer ${token}` };
// The first sync has landed once the first page stops growing.
let campaigns: unknown;
for (let i = 0, seen = -1; i < 600; i++) {
  campaigns = await (await fetch(`${app.baseUrl}/api/campaigns?limit=50`, { headers: auth })).json();
  const count = (campaigns as { items?: unknown[] }).items?.length ?? 0;
  if (count > 0 && count === seen) break;
  seen = count;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
// The worker (in this process) stops once the sync has landed, so its jobs take no CPU from the measured requests.
await worker.stop({ timeoutMs: 30_000 });
const me = await (await fetch(`${app.baseUrl}/api/auth/me`, { headers: auth })).json();
const creds = await (await fetch(`${app.baseUrl}/api/facebook-credentials-status`)).json();

const barePort = await freePort();
const fastifyPath = serverRequire.resolve('fastify');
const bareSource = `
const Fastify = (await import(${JSON.stringify(fastifyPath)})).default;
const bodies = JSON.parse(process.env.BODIES);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/__cpu', async () => process.cpuUsage());
for (const [name, body] of Object.entries(bodies)) app.get('/' + name, async () => body);
await app.listen({ port: ${barePort}, host: '127.0.0.1' });
process.stdout.write('ready\\n');`;
const bare = spawn(process.execPath, ['--input-type=module', '-e', bareSource], { env: { PATH: '', BODIES: JSON.stringify({ me, campaigns, creds }) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => bare.stdout.once('data', resolve));

type Cpu = { user: number; system: number };
const bareCpu = async () => (await (await fetch(`http://127.0.0.1:${barePort}/__cpu`)).json()) as Cpu;
async function cannon(url: string, headers: Record<string, string> = {}) {
  const readCpu = url.includes(`:${barePort}/`) ? bareCpu : async () => process.cpuUsage();
  const before = await readCpu();
  const args = ['-j', '-c', '50', '-d', String(SECONDS), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  const { stdout } = await run(AUTOCANNON, args, { maxBuffer: 1 << 24 });
  const result = JSON.parse(stdout);
  const after = await readCpu();
  const cpuUs = (after.user + after.system - before.user - before.system) / result.requests.total;
  return { cpuUs, bytes: result.throughput.total / result.requests.total, rps: result.requests.average as number, p50: result.latency.p50 as number, p99: result.latency.p99 as number, non2xx: result.non2xx as number };
}

/** `--profile`: a CPU profile of the server's side of each AdFleet run, written to /tmp/overhead-<name>.cpuprofile. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!process.argv.includes('--profile')) return work();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await work();
  const { profile } = await session.post('Profiler.stop');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(`/tmp/overhead-${name.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
  session.disconnect();
  return result;
}

const bareUrl = `http://127.0.0.1:${barePort}`;
const rows: Array<[string, string, Record<string, string>, string]> = [
  ['auth/me', `${app.baseUrl}/api/auth/me`, auth, `${bareUrl}/hello`],
  ['credentials-status', `${app.baseUrl}/api/facebook-credentials-status`, {}, `${bareUrl}/hello`],
  ['campaigns?limit=50', `${app.baseUrl}/api/campaigns?limit=50`, auth, `${bareUrl}/campaigns`],
  ['trpc auth.me', `${app.baseUrl}/trpc/auth.me`, auth, `${bareUrl}/hello`],
];
log(`load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} · ${SECONDS}s per run · 50 connections · logging ${noLog ? 'off' : 'info'}`);
const only = argument('--only');
for (const [name, url, headers, baseline] of rows) {
  if (only && !name.startsWith(only)) continue;
  const base = await cannon(baseline);
  const ours = await profiled(name, () => cannon(url, headers));
  log(
    `${name.padEnd(20)} adfleet ${ours.rps.toFixed(0).padStart(6)} req/s p99 ${ours.p99} ms ${ours.cpuUs.toFixed(0)} µs CPU/req ${ours.bytes.toFixed(0)} B/req (non2xx ${ours.non2xx}) · bare ${base.rps.toFixed(0).padStart(6)} req/s p99 ${base.p99} ms ${base.cpuUs.toFixed(0)} µs CPU/req ${base.bytes.toFixed(0)} B/req · ratio ${((100 * ours.rps) / base.rps).toFixed(1)} % throughput, ${((100 * base.cpuUs) / ours.cpuUs).toFixed(1)} % CPU`,
  );
}
log(`load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
bare.kill();
await app.close();
await database.drop();
await dbServer.stop();
process.exit(0);
