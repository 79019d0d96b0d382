import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';

const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Campaign ${i % 7}` })))};\n`;
const html = `<!doctype html><html><body><div id="root"></div>${'<noscript>AdFleet</noscript>'.repeat(20)}</body></html>`;

/** A web build as apps/web writes it: each text file with its brotli and gzip copies beside it. */
async function precompressedWebBuild(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-web-encoded-'));
  await fs.mkdir(path.join(dir, 'assets'));
  const files = { 'index.html': html, 'assets/index-abc123.js': script };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await fs.writeFile(file, text);
    await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
    await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
  }
  await fs.writeFile(path.join(dir, 'route-paths.json'), JSON.stringify({ paths: ['/', '/dashboard'] }));
  return dir;
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('the built web app on the wire', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await precompressedWebBuild();
    server = await startTestServer({ connectionString: database().connectionString, webDistDir });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });
  const inject = (options: InjectOptions) => server.app.server.inject(options);

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends a hashed asset to a browser accepting %s with encoding %s, cached for a year', async (accept, encoding) => {
    const original = await fs.readFile(path.join(webDistDir, 'assets', 'index-abc123.js'));
    const response = await inject({ method: 'GET', url: '/assets/index-abc123.js', headers: accept ? { 'accept-encoding': accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(encoding, response.rawPayload)).toBe(original.toString('utf8'));
    if (encoding) expect(response.rawPayload.length).toBeLessThan(original.length);
  });

  it('sends index.html compressed for every page, always revalidated', async () => {
    for (const url of ['/', '/dashboard', '/no/such/page']) {
      const response = await inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toContain('accept-encoding');
      expect(decoded('br', response.rawPayload)).toBe(html);
    }
  });

  it('serves the compressed copies only as encodings of their original, never as URLs of their own', async () => {
    const response = await inject({ method: 'GET', url: '/assets/index-abc123.js.br' });
    expect(response.statusCode).toBe(404);
  });
});
