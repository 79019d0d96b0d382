import { useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';

const json = { 'content-type': 'application/json' };
const trpcInput = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));

describe('the HTTP edge refuses malformed requests with a 4xx', () => {
  const database = useTestDatabase();
  let server: TestServer;
  let bearer: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString });
    const registered = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Eva', lastName: 'Edge', username: 'eva-edge', email: 'eva-edge@example.com', password: 'correct horse 1' },
    });
    bearer = { authorization: `Bearer ${registered.json().token}` };
  });
  afterAll(() => server.close());
  const inject = (options: InjectOptions) => server.app.server.inject(options);
  const userCount = async () => Number((await database().db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  describe('/trpc', () => {
    it.each(['PUT', 'DELETE', 'PATCH'] as const)('answers %s with 405 and the methods it takes', async (method) => {
      const response = await inject({ method, url: '/trpc/auth.me', headers: bearer });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.json()).toEqual({ error: 'METHOD_NOT_ALLOWED', message: expect.stringContaining(method) });
    });

    it('answers a query asked for by POST, or a mutation by GET, with 405 naming the one method it takes', async () => {
      const query = await inject({ method: 'POST', url: '/trpc/auth.me', headers: { ...bearer, ...json }, payload: '{}' });
      expect(query.statusCode).toBe(405);
      expect(query.headers.allow).toBe('GET');
      const mutation = await inject({ method: 'GET', url: '/trpc/auth.logout', headers: bearer });
      expect(mutation.statusCode).toBe(405);
      expect(mutation.headers.allow).toBe('POST');
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream'])(
      'answers a %s body with 415',
      async (contentType) => {
        const response = await inject({ method: 'POST', url: '/trpc/auth.login', headers: { 'content-type': contentType }, payload: 'a=b' });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' });
      },
    );

    it('refuses a NUL that appears only once the JSON input is parsed, with BAD_REQUEST, and stores nothing', async () => {
      const before = await userCount();
      const body = '{"json":{"firstName":"A\\u0000","lastName":"B","username":"nul-user","email":"nul@example.com","password":"correct horse 1"}}';
      const response = await inject({ method: 'POST', url: '/trpc/auth.register', headers: json, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.json).toMatchObject({ message: 'Text must not contain NUL characters.', data: { code: 'BAD_REQUEST', appCode: 'VALIDATION_FAILED' } });
      expect(await userCount()).toBe(before);

      const query = await inject({ method: 'GET', url: `/trpc/campaigns.list?input=${trpcInput({ search: 'a\u0000' })}`, headers: bearer });
      expect(query.statusCode).toBe(400);
    });

    it('refuses a NUL in a header with 400 before tRPC reads it', async () => {
      const response = await inject({ method: 'GET', url: '/trpc/auth.me', headers: { ...bearer, 'user-agent': 'bot\u0000' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'Text must not contain NUL characters.' });
    });
  });

  describe('OPTIONS, a CORS preflight included', () => {
    const preflight = { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' };

    it.each([
      ['/trpc/auth.login', 'GET, HEAD, POST, OPTIONS'],
      ['/api/auth/login', 'POST, OPTIONS'],
      ['/api/clone-campaign/0b9c5d4e-7a44-4a4a-9a39-3c51e0c1b2a1', 'GET, HEAD, OPTIONS'],
    ])('on %s answers 204 with Allow and grants no cross-origin access', async (url, allow) => {
      const response = await inject({ method: 'OPTIONS', url, headers: preflight });
      expect(response.statusCode).toBe(204);
      expect(response.headers.allow).toBe(allow);
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    });

    it('on a path nothing serves answers a JSON 404', async () => {
      const response = await inject({ method: 'OPTIONS', url: '/api/nothing-here', headers: preflight });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
    });
  });

  describe('REST', () => {
    it.each([
      ['a body string', { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"username":"a\\u0000","password":"correct horse 1"}' }],
      ['an object key', { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"username":"a","password":"correct horse 1","\\u0000":1}' }],
      ['a query parameter', { method: 'GET', url: '/api/campaigns?search=a%00b' }],
      ['a route parameter', { method: 'GET', url: '/api/clone-campaign/%00' }],
      ['a header', { method: 'GET', url: '/api/auth/me', headers: { 'user-agent': 'x\u0000' } }],
      ['a cookie', { method: 'GET', url: '/api/auth/me', headers: { cookie: 'adfleet_session=a%00b' } }],
      ['a form field', { method: 'POST', url: '/api/facebook/data-deletion', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'signed_request=%00' }],
    ] as Array<[string, InjectOptions]>)('refuses a NUL in %s with 400 VALIDATION_FAILED', async (_where, request) => {
      const response = await inject({ ...request, headers: { ...bearer, ...request.headers } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'Text must not contain NUL characters.' });
    });

    it('refuses a lone surrogate, which no jsonb audit row could hold, with 400', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"username":"\\ud800","password":"correct horse 1"}' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'Text must be valid Unicode.' });
    });

    it('refuses a NUL in a new user’s name and creates no one', async () => {
      const before = await userCount();
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: json,
        payload: '{"firstName":"A\\u0000","lastName":"B","username":"nul-rest","email":"nul-rest@example.com","password":"correct horse 1"}',
      });
      expect(response.statusCode).toBe(400);
      expect(await userCount()).toBe(before);
    });

    it('refuses JSON nested absurdly deep with 400', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'Input must not nest deeper than 32 levels.' });
    });

    it('answers a URL that cannot be decoded with the spec’s error body, not echoing the URL', async () => {
      const response = await inject({ method: 'GET', url: '/api/clone-campaign/%ZZsecret', headers: bearer });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'The URL is not valid.' });
    });

    it('answers a route parameter over the length limit with 414 and the spec’s error body, not echoing it', async () => {
      const response = await inject({ method: 'GET', url: `/api/clone-campaign/${'secret'.repeat(100)}`, headers: bearer });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'The URL is too long.' });
    });

    it('words its refusals in the language the request asks for', async () => {
      const tooLong = await inject({ method: 'GET', url: `/api/clone-campaign/${'x'.repeat(600)}`, headers: { ...bearer, 'accept-language': 'es-CO,es;q=0.9' } });
      expect(tooLong.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'La URL es demasiado larga.' });
      const badJson = await inject({ method: 'POST', url: '/api/clone-campaign', headers: { ...bearer, 'content-type': 'application/json', 'accept-language': 'es' }, payload: '{"x":' });
      expect(badJson.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'El cuerpo de la petición no es JSON válido.' });
    });

    it('answers a body that is not JSON with 400 and does not echo it', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"username": secret-words' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });
    });

    it('answers a body over the size limit with 413 PAYLOAD_TOO_LARGE, on REST and tRPC alike', async () => {
      const payload = JSON.stringify({ json: { username: 'a'.repeat(2_000_000), password: 'x' } });
      for (const url of ['/api/auth/login', '/trpc/auth.login']) {
        const response = await inject({ method: 'POST', url, headers: json, payload });
        expect(response.statusCode, url).toBe(413);
        expect(response.json(), url).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
      }
    });

    it.each(['application/xml', 'text/plain'])('answers a %s body, which no route parses, with 415 UNSUPPORTED_MEDIA_TYPE', async (contentType) => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload: '<a/>' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' });
    });
  });

  describe('GET /api/clone-campaign/:batchId', () => {
    const unknownBatch = '0b9c5d4e-7a44-4a4a-9a39-3c51e0c1b2a1';

    it.each([unknownBatch, 'not-a-batch'])('asks for a session before anything else, even for %s', async (batchId) => {
      const response = await inject({ method: 'GET', url: `/api/clone-campaign/${batchId}` });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('UNAUTHENTICATED');
    });

    it.each([unknownBatch, 'not-a-batch'])('answers 404 for a batch the caller does not have, such as %s', async (batchId) => {
      const response = await inject({ method: 'GET', url: `/api/clone-campaign/${batchId}`, headers: bearer });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
    });
  });

  describe('a real listener', () => {
    it('answers headers over Node’s size limit with 431 and the spec’s error body', async () => {
      const address = await server.app.start({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/api/auth/me`, { headers: { 'x-filler': 'secret'.repeat(4_000) } });
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'The request headers are too large.' });
      const spanish = await fetch(`${address}/api/auth/me`, { headers: { 'accept-language': 'es-CO,es;q=0.9', 'x-filler': 'secret'.repeat(4_000) } });
      expect(await spanish.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'Las cabeceras de la petición son demasiado grandes.' });
    });
  });

  describe('caching', () => {
    it.each([
      ['/api/auth/me'],
      ['/api/ad-accounts'],
      ['/api/campaigns'],
      ['/api/activity'],
      ['/trpc/auth.me'],
      ['/trpc/connections.status'],
    ])('GET %s for a signed-in caller is never stored by a cache', async (url) => {
      const response = await inject({ method: 'GET', url, headers: bearer });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});
