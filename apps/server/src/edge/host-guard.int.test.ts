import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { domainSnapshot, useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testConfig } from '@adfleet/test-support/test-server';

const newUser = (username: string) => ({ username, email: `${username}@example.com`, password: 'fleet-owner-2931' });

/** A request on the wire with a Host of our choosing (fetch always sends the URL's own). */
function rawRequest(port: number, options: { path: string; host: string; method?: string; body?: object }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    const request = http.request(
      { host: '127.0.0.1', port, path: options.path, method: options.method ?? 'GET', headers: { host: options.host, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('requests for another host name (DNS rebinding) are refused before anything runs', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-host-'));
    await fs.mkdir(path.join(webDistDir, 'assets'));
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(webDistDir, 'route-paths.json'), JSON.stringify({ paths: ['/', '/dev/outbox', '/login'] }));
    // PUBLIC_URL is http://localhost, the host `inject` names by default.
    server = await startTestServer({ connectionString: database().connectionString, db: database().db, webDistDir });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });
  const inject = (options: InjectOptions) => server.app.server.inject(options);

  const requests: Array<[string, InjectOptions]> = [
    ['a tRPC mutation', { method: 'POST', url: '/trpc/auth.register', payload: { json: newUser('rebound-trpc') } }],
    ['a tRPC query', { method: 'GET', url: '/trpc/mailOutbox.list' }],
    ['a REST route', { method: 'POST', url: '/api/auth/register', payload: newUser('rebound-rest') }],
    ['the forgotten-password route', { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'rebound-rest@example.com' } }],
    ['the outbox page', { method: 'GET', url: '/dev/outbox' }],
    ['a page', { method: 'GET', url: '/login' }],
    ['a static file', { method: 'GET', url: '/assets/app-abc123.js' }],
    ['the sandbox controls', { method: 'GET', url: '/sandbox/graph/_sandbox' }],
  ];
  const foreignHosts = ['evil.example', 'localhost.evil.example', 'localhost:3000', '127.0.0.1:8080', 'evil.example@localhost'];

  it.each(requests)('answers %s for a foreign Host with 421 and changes nothing', async (_name, request) => {
    const before = await domainSnapshot(database().db);
    for (const host of foreignHosts) {
      const response = await inject({ ...request, headers: { ...(request.headers as object), host } });
      expect(response.statusCode, `Host: ${host}`).toBe(421);
      expect(response.json()).toEqual({ error: 'MISDIRECTED_REQUEST', message: 'This server does not answer for that host name. Open AdFleet at its own address.' });
    }
    expect(await domainSnapshot(database().db)).toEqual(before);
  });

  it('words the refusal in the language the request asks for', async () => {
    const response = await inject({ method: 'GET', url: '/login', headers: { host: 'evil.example', 'accept-language': 'es' } });
    expect(response.json().message).toBe('Este servidor no responde a ese nombre de host. Abre AdFleet en su propia dirección.');
  });

  it('answers PUBLIC_URL’s host and, PUBLIC_URL being local, its other loopback names on the same port', async () => {
    for (const host of ['localhost', 'localhost:80', 'LOCALHOST', '127.0.0.1', '127.0.0.1:80', '[::1]']) {
      expect((await inject({ method: 'GET', url: '/login', headers: { host } })).statusCode, `Host: ${host}`).toBe(200);
    }
    expect((await inject({ method: 'POST', url: '/api/auth/register', payload: newUser('rightful-host'), headers: { host: '127.0.0.1' } })).statusCode).toBe(201);
  });

  it('lets health checks through whatever address they are probed by', async () => {
    const response = await inject({ method: 'GET', url: '/api/health/database', headers: { host: '10.1.2.3:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ healthy: true });
  });

  it('behind a trusted proxy, refuses a forwarded host that is not ours too', async () => {
    const proxied = await startTestServer({ connectionString: database().connectionString, db: database().db, config: testConfig({ trustProxy: true }) });
    try {
      const refused = await proxied.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-forwarded-host': 'evil.example' } });
      expect(refused.statusCode).toBe(421);
      const passed = await proxied.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-forwarded-host': 'localhost' } });
      expect(passed.statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('with a public PUBLIC_URL, on the wire', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString, db: database().db, config: testConfig({}, { PUBLIC_URL: 'https://adfleet.example.com' }) });
    port = Number(new URL(await server.app.start({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => server?.close());

  it('answers the public name (TLS ended at a proxy) and the address the connection came in on, as the worker calls its sandbox', async () => {
    expect((await rawRequest(port, { path: '/api/auth/me', host: 'adfleet.example.com' })).status).toBe(401);
    expect((await rawRequest(port, { path: '/api/auth/me', host: 'adfleet.example.com:443' })).status).toBe(401);
    // fetch names the connection's own address and port, as GRAPH_API_BASE_URL=http://127.0.0.1:PORT/sandbox/graph does.
    const sandbox = await fetch(`http://127.0.0.1:${port}/sandbox/graph/v27.0/me?access_token=nope`);
    expect(sandbox.status).toBe(400);
    expect(((await sandbox.json()) as { error: object }).error).toMatchObject({ code: 190 });
    expect((await rawRequest(port, { path: '/api/auth/me', host: `localhost:${port}` })).status).toBe(401);
  });

  it('refuses any other name, and its own address on another port', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, 'localhost', `adfleet.example.com.evil.example`, 'adfleet.example.com:8443']) {
      const before = await domainSnapshot(database().db);
      const response = await rawRequest(port, { path: '/api/auth/register', host, method: 'POST', body: newUser(`wire-${port}`) });
      expect(response.status, `Host: ${host}`).toBe(421);
      expect(JSON.parse(response.body)).toMatchObject({ error: 'MISDIRECTED_REQUEST' });
      expect(await domainSnapshot(database().db)).toEqual(before);
    }
  });
});
