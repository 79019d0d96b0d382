import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@adfleet/db/testing';
import { freePort } from '@adfleet/test-support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launcherClient, type LauncherClient } from '../trials/launcher-client.ts';
import { type Launcher, startLauncher } from '../trials/launcher-process.ts';
import { waitFor } from '../trials/wait-for.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- OTLP/JSON and API answers are read as free-form JSON */

interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  links: string[];
  attributes: Record<string, unknown>;
}

/** OTLP's span kinds, as the JSON encoding numbers them. */
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

/** A collector as small as one can be: OTLP/HTTP with JSON bodies at /v1/traces, every span kept in arrival order. */
async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as any;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = resourceSpans.resource?.attributes?.find((attribute: any) => attribute.key === 'service.name')?.value?.stringValue;
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                service,
                name: span.name,
                kind: span.kind,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                links: (span.links ?? []).map((link: any) => link.spanId),
                attributes: Object.fromEntries((span.attributes ?? []).map((attribute: any) => [attribute.key, Object.values(attribute.value ?? {})[0]])),
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * `npm start`'s launcher with OTEL_EXPORTER_OTLP_ENDPOINT pointed at a local OTLP receiver, so its server and worker
 * processes trace as a deployment's would: a clone request's trace reaches the receiver with the request's span, a
 * PostgreSQL statement under it, and the worker's run of the clone job continuing it; the worker's log lines in that
 * job carry its trace id.
 */
describe('OpenTelemetry traces of a clone', () => {
  const database = useTestDatabase();
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let dataDir: string;
  let launcher: Launcher | undefined;
  let client: LauncherClient;
  const logLines: string[] = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // As the launcher's own DATA_DIR (the embedded database is not used: DATABASE_URL names the test's).
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-tracing-'));
    launcher = await startLauncher({
      dataDir,
      port: await freePort(),
      env: { DATABASE_URL: database().connectionString, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, LOG_LEVEL: 'debug' },
    });
    launcher.process.stdout?.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n')));
    client = launcherClient({ baseUrl: launcher.baseUrl, dataDir });
  }, 120_000);

  afterAll(async () => {
    await launcher?.stop();
    await receiver?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('follows a clone request from the server through PostgreSQL into the worker’s job, and into its log lines', async () => {
    const registered = await client.api('POST', '/api/auth/register', { username: 'traced-owner', email: 'traced-owner@example.com', password: 'fleet-owner-2931' });
    client.signIn(registered.token);
    const world = await client.control('GET', '');
    const ana = (world.users as Array<{ id: string; name: string }>).find((user) => user.name.startsWith('Ana'))!;
    const anaToken = (await client.control('POST', '/tokens', { user_id: ana.id })).access_token as string;
    await client.api('POST', '/api/facebook/token', { accessToken: anaToken, userInfo: { id: ana.id } });
    // A campaign of an active US-dollar account (the demo world has disabled ones too, and currencies whose daily minimum
    // is above the budget below), copied into its own account. Accounts sync in no set order.
    const campaign = await waitFor(
      'a synced campaign of an active US-dollar account',
      async () => {
        const accounts = (await client.api('GET', '/api/ad-accounts')) as any[];
        const active = new Set(accounts.filter((account) => account.status === 'ACTIVE' && account.currency === 'USD').map((account) => account.adAccountId));
        return ((await client.api('GET', '/api/campaigns')) as any[]).find((row) => active.has(row.adAccountId));
      },
      60_000,
    );
    const results = await client.api('POST', '/api/clone-campaign', { campaignId: campaign.id, nameTemplate: '{name} – traced', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [campaign.adAccountId] });
    expect(results).toEqual([expect.objectContaining({ success: true })]);
    // Stopped, each process sends the spans it still holds before it exits.
    await launcher!.stop();
    launcher = undefined;

    const request = receiver.spans.find((span) => span.kind === SERVER && span.name === 'POST /api/clone-campaign');
    expect(request, JSON.stringify(receiver.spans.map((span) => span.name))).toMatchObject({ service: 'adfleet-server', attributes: { 'http.route': '/api/clone-campaign' } });
    const trace = receiver.spans.filter((span) => span.traceId === request!.traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const within = (span: ReceivedSpan, ancestor: ReceivedSpan): boolean => span.parentSpanId === ancestor.spanId || (span.parentSpanId !== undefined && byId.has(span.parentSpanId) && within(byId.get(span.parentSpanId)!, ancestor));

    const statements = trace.filter((span) => span.service === 'adfleet-server' && span.attributes['db.system.name'] === 'postgresql' && within(span, request!));
    expect(statements.length).toBeGreaterThan(0);
    const sent = trace.find((span) => span.kind === PRODUCER && span.name.endsWith('clone.account'));
    expect(sent && within(sent, request!)).toBe(true);
    const run = trace.find((span) => span.kind === CONSUMER && span.name === 'process clone.account');
    expect(run).toMatchObject({ service: 'adfleet-worker', parentSpanId: sent!.spanId });
    // The worker's own work in that job: its statements and its calls to the Graph API (the sandbox, here).
    expect(trace.some((span) => span.service === 'adfleet-worker' && span.attributes['db.system.name'] === 'postgresql' && within(span, run!))).toBe(true);
    expect(trace.some((span) => span.service === 'adfleet-worker' && span.attributes['url.full'] !== undefined && within(span, run!))).toBe(true);

    const jobLines = logLines.filter((line) => line.includes('"service":"worker"') && line.includes('"job":"clone.account"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(jobLines.length).toBeGreaterThan(0);
    expect(jobLines.every((line) => line['trace_id'] === request!.traceId)).toBe(true);
  }, 120_000);
});
