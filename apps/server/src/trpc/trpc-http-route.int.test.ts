import { useTestDatabase } from '@adfleet/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { trpcWireServers } from './trpc-wire-servers.ts';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** What a client reads of an answer; a dev-mode error's stack names the adapter's own frames, so it is left out. */
const withoutStacks = (body: string) => JSON.stringify(JSON.parse(body, (key, value) => (key === 'stack' ? undefined : value)));

describe("tRPC over HTTP answers exactly as tRPC's own Fastify adapter", () => {
  const database = useTestDatabase();
  let ours: FastifyInstance;
  let theirs: FastifyInstance;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    const deps = testDeps(database().db);
    const { token } = await callerAs(deps).auth.register({ username: 'wire-reader', email: 'wire-reader@example.com', password: TEST_PASSWORD });
    bearer = { authorization: `Bearer ${token}` };
    ({ ours, theirs } = await trpcWireServers(deps));
  });
  afterAll(async () => {
    await ours?.close();
    await theirs?.close();
  });

  const json = { 'content-type': 'application/json' };
  const requests: Array<[string, () => InjectOptions]> = [
    ['a signed-in query', () => ({ method: 'GET', url: '/trpc/auth.me', headers: bearer })],
    ['an anonymous query that needs a session', () => ({ method: 'GET', url: '/trpc/auth.me' })],
    ['a query with input', () => ({ method: 'GET', url: `/trpc/campaigns.list?input=${input({ json: { limit: 5 } })}`, headers: bearer })],
    ['a batch of queries', () => ({ method: 'GET', url: `/trpc/auth.me,campaigns.list?batch=1&input=${input({ 0: { json: null }, 1: { json: { limit: 5 } } })}`, headers: bearer })],
    ['a batch where one call is refused', () => ({ method: 'GET', url: `/trpc/auth.me,campaigns.list?batch=1&input=${input({ 1: { json: { limit: -1 } } })}`, headers: bearer })],
    ['an input that fails its schema', () => ({ method: 'GET', url: `/trpc/campaigns.list?input=${input({ json: { limit: 'many' } })}`, headers: bearer })],
    ['input that is not JSON', () => ({ method: 'GET', url: '/trpc/campaigns.list?input=%7Bnope', headers: bearer })],
    ['an unknown procedure', () => ({ method: 'GET', url: '/trpc/nothing.here', headers: bearer })],
    ['a mutation by POST', () => ({ method: 'POST', url: '/trpc/auth.login', headers: json, payload: JSON.stringify({ json: { identifier: 'nobody', password: 'wrong wrong 1' } }) })],
    ['a batch of mutations by POST', () => ({ method: 'POST', url: '/trpc/auth.login,auth.login?batch=1', headers: json, payload: JSON.stringify({ 0: { json: { identifier: 'a', password: 'b' } }, 1: { json: {} } }) })],
    ['a mutation by POST with no body', () => ({ method: 'POST', url: '/trpc/auth.logout', headers: json })],
    ['a mutation asked for by GET', () => ({ method: 'GET', url: '/trpc/auth.logout', headers: bearer })],
    ['a query asked for by POST', () => ({ method: 'POST', url: '/trpc/auth.me', headers: { ...bearer, ...json }, payload: '{}' })],
    ['a HEAD request', () => ({ method: 'HEAD', url: '/trpc/auth.me', headers: bearer })],
  ];

  it.each(requests)('%s', async (_name, request) => {
    const [mine, reference] = [await ours.inject(request()), await theirs.inject(request())];
    expect(mine.statusCode).toBe(reference.statusCode);
    for (const header of ['content-type', 'vary', 'allow', 'retry-after']) expect([header, mine.headers[header]]).toEqual([header, reference.headers[header]]);
    if (reference.body === '') expect(mine.body).toBe('');
    else expect(withoutStacks(mine.body)).toBe(withoutStacks(reference.body));
  });

  it('sends a JSON answer whole, with its length, rather than as a chunked stream', async () => {
    const response = await ours.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    expect(response.json()).toMatchObject({ result: { data: { json: { username: 'wire-reader' } } } });
  });
});
