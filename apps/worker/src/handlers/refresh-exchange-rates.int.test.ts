import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createTokenCipher } from '@adfleet/core';
import { createGraphClient, GRAPH_API_VERSION } from '@adfleet/core/graph';
import { refreshExchangeRatesJob } from '@adfleet/core/jobs';
import { countExchangeRates, listExchangeRates, type PgBoss, startBoss } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningWorker, startWorker } from '../run-worker.ts';
import { registeredWorkerJobs } from './worker-jobs.ts';

const ecbHistory = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time="2026-11-20"><Cube currency="USD" rate="1.1512"/><Cube currency="GBP" rate="0.8731"/></Cube>
    <Cube time="2026-11-19"><Cube currency="USD" rate="1.1498"/><Cube currency="GBP" rate="0.8722"/></Cube>
  </Cube>
</gesmes:Envelope>`;
const ecbDaily = `<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time="2026-11-23"><Cube currency="USD" rate="1.1555"/></Cube></Cube>
</gesmes:Envelope>`;

/** A stand-in for the ECB on 127.0.0.1: what it answers is switched per test; it records the paths asked for. */
function startStub() {
  const state = { mode: 'ok' as 'ok' | 'malformed' | 'down' | 'json', asked: [] as string[] };
  const server: Server = createServer((request, response) => {
    state.asked.push(request.url ?? '');
    if (state.mode === 'down') return request.socket.destroy();
    if (state.mode === 'json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ base: 'USD', date: '2026-11-23', rates: { EUR: 0.8, COP: 4000, USD: 1 } }));
    }
    response.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' });
    if (state.mode === 'malformed') return response.end('<gesmes:Envelope><Cube><Cube time="2026-11-23"><Cube currency="USD" rate="n/a"/></Cube></Cube></gesmes:Envelope>');
    response.end(request.url?.endsWith('hist-90d.xml') ? ecbHistory : ecbDaily);
  });
  return { state, server, listening: new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))) };
}

function waitForJob(boss: PgBoss, id: string, states: string[]) {
  return vi.waitFor(
    async () => {
      const job = await boss.getJobById(refreshExchangeRatesJob.name, id);
      if (!job || !states.includes(job.state)) throw new Error(`job ${id} never reached ${states.join('/')}, last ${job?.state}`);
      return job;
    },
    { timeout: 15_000, interval: 25 },
  );
}

describe('the exchange-rates job against a local stub of the source', () => {
  const database = useTestDatabase();
  const stub = startStub();
  const logLines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logLines.push(JSON.parse(String(chunk))), done()) }));
  let url = '';
  let producer: PgBoss;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    url = `${await stub.listening}/stats/eurofxref/eurofxref-daily.xml`;
    producer = await startBoss({ connectionString: database().connectionString, role: 'producer', queues: [refreshExchangeRatesJob], onError: (error) => { throw error; } });
  });
  afterEach(async () => {
    await worker?.stop({ timeoutMs: 5_000 });
    worker = undefined;
  });
  afterAll(async () => {
    await producer.stop({ graceful: false });
    await new Promise((resolve) => stub.server.close(resolve));
  });

  const start = () =>
    startWorker({
      connectionString: database().connectionString,
      log,
      jobs: registeredWorkerJobs().filter((job) => job.contract.name === refreshExchangeRatesJob.name),
      graph: createGraphClient({ baseUrl: 'http://127.0.0.1:9', version: GRAPH_API_VERSION }),
      cipher: createTokenCipher({ version: 1, key: randomBytes(32) }),
      exchangeRates: { kind: 'url', url },
      now: () => new Date('2026-11-23T18:00:00Z'),
    });

  it('fills an empty table from the 90-day history at start, then reads the daily file', async () => {
    worker = await start();
    const [queued] = await producer.findJobs(refreshExchangeRatesJob.name, { key: 'at-start' });
    const first = await waitForJob(producer, queued!.id, ['completed']);
    expect(stub.state.asked).toEqual(['/stats/eurofxref/eurofxref-hist-90d.xml']);
    expect(first.output).toEqual({ source: url, rates: 4, days: 2, lastDay: '2026-11-20', workerId: expect.any(String) });
    expect(await listExchangeRates(database().db, { currencies: ['USD', 'GBP'], from: '2026-11-19', to: '2026-11-20' })).toEqual([
      { day: '2026-11-19', currency: 'GBP', perEur: '0.8722000000' },
      { day: '2026-11-20', currency: 'GBP', perEur: '0.8731000000' },
      { day: '2026-11-19', currency: 'USD', perEur: '1.1498000000' },
      { day: '2026-11-20', currency: 'USD', perEur: '1.1512000000' },
    ]);

    const id = await producer.send(refreshExchangeRatesJob.name, {});
    await waitForJob(producer, id!, ['completed']);
    expect(stub.state.asked.at(-1)).toBe('/stats/eurofxref/eurofxref-daily.xml');
    expect(await countExchangeRates(database().db)).toBe(5);
  });

  it('stores nothing of a malformed answer and logs why, without spending retries on it', async () => {
    stub.state.mode = 'malformed';
    const before = await countExchangeRates(database().db);
    worker = await start();
    const id = await producer.send(refreshExchangeRatesJob.name, {});
    const job = await waitForJob(producer, id!, ['failed', 'completed', 'retry']);
    expect(job.state).toBe('failed');
    expect(job.retryCount).toBe(0);
    expect(await countExchangeRates(database().db)).toBe(before);
    const line = logLines.find((entry) => entry.jobId === id && entry.msg === 'job failed for good');
    expect(String(line?.reason)).toContain('the USD rate of 2026-11-23 is not a positive number');
  });

  it('tries again later when the source cannot be reached', async () => {
    stub.state.mode = 'down';
    worker = await start();
    const id = await producer.send(refreshExchangeRatesJob.name, {});
    const job = await waitForJob(producer, id!, ['retry', 'failed', 'completed']);
    expect(job.state).toBe('retry');
    expect(job.startAfter.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(String((job.output as { message: string }).message)).toContain('exchange rates source unreachable');
  });

  it('takes a USD-based JSON answer, restated per euro, for currencies the ECB lacks', async () => {
    stub.state.mode = 'json';
    worker = await start();
    const id = await producer.send(refreshExchangeRatesJob.name, {});
    await waitForJob(producer, id!, ['completed']);
    expect(await listExchangeRates(database().db, { currencies: ['COP'], from: '2026-11-23', to: '2026-11-23' })).toEqual([{ day: '2026-11-23', currency: 'COP', perEur: '5000.0000000000' }]);
  });
});
