import { useTestDatabase } from '@adfleet/db/testing';
import { createProcessMetrics } from '@adfleet/telemetry/metrics-registry';
import { type MetricsServer, serveMetrics } from '@adfleet/telemetry/metrics-server';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus text as a scraper reads it: one sample per line that is not a comment. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name!, value!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of a series' samples whose labels include `labels`; 0 when there is none yet. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)).reduce((sum, sample) => sum + sample.value, 0);
}

/**
 * The server and a worker with their metrics on (METRICS_PORT), each served on a port of its own as their processes
 * serve them; a person connects Meta (the worker syncs), reads who they are and clones a campaign, and the series an
 * operator watches move on the process that did the work.
 */
describe('Prometheus metrics of the server and the worker', () => {
  const database = useTestDatabase();
  const serverMetrics = createProcessMetrics('server');
  const workerMetrics = createProcessMetrics('worker');
  let app: SandboxedServer;
  let served: MetricsServer[] = [];
  const scrape = async (server: MetricsServer) => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return samplesOf(await response.text());
  };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString, metrics: serverMetrics, workerClock: false });
    await app.startWorker({}, {}, workerMetrics);
    served = [await serveMetrics(serverMetrics.registry, { port: 0, host: '127.0.0.1' }), await serveMetrics(workerMetrics.registry, { port: 0, host: '127.0.0.1' })];
  }, 120_000);
  afterAll(async () => {
    await Promise.all(served.map((server) => server.stop()));
    await app.close();
  });

  it('count requests by route, platform calls, jobs by queue and outcome, sync lag and clone targets', async () => {
    const [server, worker] = served as [MetricsServer, MetricsServer];
    const serverBefore = await scrape(server);
    const workerBefore = await scrape(worker);

    const owner = await app.registerConnected('metrics-owner', { ip: '10.33.0.1', persona: 'Ana' });
    await settledSyncRuns(database().db, owner, { atLeast: 7 });
    const call = (method: string, path: string, body?: object) =>
      fetch(`${app.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${owner.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    expect((await call('GET', '/api/auth/me')).status).toBe(200);
    // A stranger's made-up paths are one series between them, not one each.
    for (const path of ['/api/made-up-1', '/api/made-up-2']) expect((await call('GET', path)).status).toBe(404);

    const db = database().db;
    const source = await db
      .selectFrom('campaigns as c')
      .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
      .select(['c.id', 'a.ad_account_id'])
      .where('a.workspace_id', '=', owner.workspaceId)
      .where('a.status', '=', 'ACTIVE')
      .orderBy('c.external_id')
      .executeTakeFirstOrThrow();
    const cloned = await call('POST', '/api/clone-campaign', { campaignId: source.id, nameTemplate: '{name} – metrics', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [source.ad_account_id] });
    expect(cloned.status, await cloned.clone().text()).toBe(200);
    expect(await cloned.json()).toEqual([expect.objectContaining({ success: true })]);

    const serverAfter = await scrape(server);
    const workerAfter = await scrape(worker);
    const moved = (before: Sample[], after: Sample[], name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);

    const requests = 'adfleet_http_request_duration_seconds_count';
    expect(moved(serverBefore, serverAfter, requests, { method: 'GET', route: '/api/auth/me', status_code: '200' })).toBe(1);
    expect(moved(serverBefore, serverAfter, requests, { method: 'POST', route: '/api/clone-campaign', status_code: '200' })).toBe(1);
    expect(moved(serverBefore, serverAfter, requests, { route: 'unmatched', status_code: '404' })).toBe(2);
    expect(serverAfter.filter((sample) => sample.labels['route']?.includes('made-up'))).toEqual([]);
    expect(serverAfter.every((sample) => sample.labels['service'] === 'server')).toBe(true);
    // Connecting asks Meta who the person is and which accounts they have: the server's own Graph calls.
    expect(moved(serverBefore, serverAfter, 'adfleet_platform_requests_total', { platform: 'meta', status: '200', result: 'ok' })).toBeGreaterThan(0);

    const jobRuns = 'adfleet_job_duration_seconds_count';
    // Connecting syncs each of Ana's seven ad accounts in a job of its own. A sync run is marked finished inside its
    // job, a moment before the job itself ends and is counted.
    await vi.waitFor(async () => expect(moved(workerBefore, await scrape(worker), jobRuns, { queue: 'sync.ad_account', outcome: 'completed' })).toBe(7), { timeout: 10_000, interval: 50 });
    expect(moved(workerBefore, workerAfter, jobRuns, { queue: 'clone.account', outcome: 'completed' })).toBe(1);
    expect(moved(workerBefore, workerAfter, 'adfleet_clone_targets_total', { outcome: 'succeeded' })).toBe(1);
    expect(moved(workerBefore, workerAfter, 'adfleet_platform_requests_total', { platform: 'meta', result: 'ok' })).toBeGreaterThan(0);
    expect(workerAfter.filter((sample) => sample.name === 'adfleet_queue_jobs' && sample.labels['queue'] === 'clone.account').map((sample) => sample.labels['state']).sort()).toEqual(['active', 'deferred', 'failed', 'ready']);

    const connection = await db.selectFrom('platform_connections').select('id').where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    const lag = workerAfter.find((sample) => sample.name === 'adfleet_sync_lag_seconds' && sample.labels['connection_id'] === connection.id);
    expect(lag?.labels['platform']).toBe('facebook');
    // Synced moments ago: well under the hour a scheduled sync would come back after.
    expect(lag?.value).toBeLessThan(600);
  });

  it('are served on their own port only: the application answers /metrics as any unknown path', async () => {
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${served[0]!.url.replace('/metrics', '/other')}`)).status).toBe(404);
  });
});
