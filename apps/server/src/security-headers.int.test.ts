import net from 'node:net';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testConfig } from '@adfleet/test-support/test-server';

/**
 * The security headers exactly as helmet writes them (names with its capitals): any way of setting them faster must put
 * these very lines, in this order, on every kind of answer. Over plain http (the test server's PUBLIC_URL), no HSTS.
 */
const SECURITY_HEADER_LINES = [
  "Content-Security-Policy: default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'",
  'Cross-Origin-Opener-Policy: same-origin',
  'Cross-Origin-Resource-Policy: same-origin',
  'Origin-Agent-Cluster: ?1',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'X-Content-Type-Options: nosniff',
  'X-DNS-Prefetch-Control: off',
  'X-Download-Options: noopen',
  'X-Frame-Options: SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies: none',
  'X-XSS-Protection: 0',
];

/** The status line and header lines of one answer, as they came over the socket. */
async function rawHead(port: number, request: string): Promise<string[]> {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(request);
  let received = '';
  for await (const chunk of socket) {
    received += String(chunk);
    if (received.includes('\r\n\r\n')) break;
  }
  socket.destroy();
  return received.slice(0, received.indexOf('\r\n\r\n')).split('\r\n');
}

describe('security headers on the wire', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let port: number;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString });
    port = Number(new URL(await server.app.start({ port: 0, host: '127.0.0.1' })).port);
    const registered = await server.app.server.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'headers', email: 'headers@example.com', password: 'correct horse 1' },
    });
    token = registered.json().token;
  });
  afterAll(() => server.close());

  const get = (path: string, headers = '') => rawHead(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`);
  // Byte for byte: names keep helmet's capitals, as Node writes what `setHeader` was given.
  const headerLines = (head: string[]) => head.slice(1);

  it.each([
    ['a signed-in GET /api/auth/me', '/api/auth/me', true, 'HTTP/1.1 200 OK'],
    ['GET /api/auth/me without a session', '/api/auth/me', false, 'HTTP/1.1 401 Unauthorized'],
    ['an unknown /api path', '/api/no-such-thing', false, 'HTTP/1.1 404 Not Found'],
    ['a tRPC query', '/trpc/auth.me', true, 'HTTP/1.1 200 OK'],
    ['a REST read without a session', '/api/facebook-credentials-status', false, 'HTTP/1.1 200 OK'],
  ])('puts the same security header lines, in the same order, on %s', async (_name, path, signedIn, status) => {
    const head = await get(path, signedIn ? `Authorization: Bearer ${token}\r\n` : '');
    expect(head[0]).toBe(status);
    const lines = headerLines(head);
    const first = lines.indexOf(SECURITY_HEADER_LINES[0]!);
    expect(first, lines.join('\n')).toBeGreaterThanOrEqual(0);
    expect(lines.slice(first, first + SECURITY_HEADER_LINES.length)).toEqual(SECURITY_HEADER_LINES);
    // Every /api and /trpc answer is about its caller: never kept by a cache, and named by a request id.
    expect(lines).toContain('cache-control: no-store');
    expect(lines.filter((line) => line.startsWith('x-request-id: '))).toHaveLength(1);
  });

  it('answers a signed-in GET /api/auth/me with exactly these headers, in this order', async () => {
    const lines = headerLines(await get('/api/auth/me', `Authorization: Bearer ${token}\r\n`));
    const names = lines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    expect(names).toEqual([
      ...SECURITY_HEADER_LINES.map((line) => line.slice(0, line.indexOf(':')).toLowerCase()),
      'content-type',
      'x-request-id',
      'cache-control',
      'content-length',
      'date',
      'connection',
    ]);
    expect(lines).toContain('content-type: application/json; charset=utf-8');
  });
});

describe('HSTS', () => {
  const database = useTestDatabase();
  const HSTS = 'max-age=31536000; includeSubDomains';
  const hstsOf = async (config: ReturnType<typeof testConfig>, headers: Record<string, string> = {}) => {
    const server = await startTestServer({ connectionString: database().connectionString, config });
    try {
      const response = await server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { host: new URL(config.publicUrl).host, ...headers } });
      return response.headers['strict-transport-security'];
    } finally {
      await server.close();
    }
  };

  it('is never sent when PUBLIC_URL is plain http, whatever a proxy says', async () => {
    expect(await hstsOf(testConfig())).toBeUndefined();
    expect(await hstsOf(testConfig({}, { TRUST_PROXY: 'true' }), { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent when PUBLIC_URL is https and no proxy is trusted to say otherwise', async () => {
    expect(await hstsOf(testConfig({}, { PUBLIC_URL: 'https://adfleet.example.com' }))).toBe(HSTS);
  });

  it('behind a trusted proxy, is sent only on requests that reached it over https', async () => {
    const config = testConfig({}, { PUBLIC_URL: 'https://adfleet.example.com', TRUST_PROXY: 'true' });
    expect(await hstsOf(config, { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    expect(await hstsOf(config, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hstsOf(config)).toBeUndefined();
  });
});
