import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';

async function fakeWebBuild(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(dir, 'theme-init.js'), '');
  await fs.writeFile(path.join(dir, 'route-paths.json'), JSON.stringify({ paths: ['/', '/campaign-duplicator', '/dashboard', '/dashboard/success'] }));
  return dir;
}

describe('the server around the procedures', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let webDistDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    webDistDir = await fakeWebBuild();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer({
      connectionString: database().connectionString,
      webDistDir,
      logger: { ...(loggerOptions('debug') as object), stream },
    });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });
  const inject = (options: InjectOptions) => server.app.server.inject(options);

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
  });

  it('answers a wrong method on a known /api path with a JSON 405 naming the methods it takes, not the web app', async () => {
    const response = await inject({ method: 'POST', url: '/api/health/database' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ error: 'METHOD_NOT_ALLOWED', message: 'POST is not allowed here; use GET, HEAD.' });
    const withParam = await inject({ method: 'DELETE', url: '/api/clone-campaign/0b9c5d4e-7a44-4a4a-9a39-3c51e0c1b2a1' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('GET, HEAD');
  });

  it('answers each page of the web app with the app', async () => {
    for (const url of ['/', '/dashboard', '/dashboard/success?connection=x', '/campaign-duplicator?campaignId=1', '/dashboard/']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a path that is no page of the web app with HTTP 404, still with the app so it shows its own 404 screen', async () => {
    for (const url of ['/no/such/page', '/dashboard/nope', '/dashboards?x=1']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await inject({ method: 'GET', url: '/theme-init.js' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a plain request id from the caller and replaces anything else', async () => {
    const kept = await inject({ method: 'GET', url: '/api/health/database', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await inject({ method: 'GET', url: '/api/health/database', headers: { 'x-request-id': 'bad id\n' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes tokens, cookies or OAuth codes into its logs', async () => {
    await inject({
      method: 'GET',
      url: '/api/health/database?access_token=EAAsecrettoken123&code=oauthcode456&lang=es',
      headers: { authorization: 'Bearer sessiontoken789', cookie: 'session=cookievalue000' },
    });
    const logs = logLines.join('');
    expect(logs).toContain('/api/health/database');
    expect(logs).toContain('lang=es');
    for (const secret of ['EAAsecrettoken123', 'oauthcode456', 'sessiontoken789', 'cookievalue000']) {
      expect(logs).not.toContain(secret);
    }
  });
});
