import { domainSnapshot, useTestDatabase } from '@adfleet/db/testing';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser, type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { appRouter } from '../../trpc/router.ts';
import { anyBody, anyContentType, anyHeaders, anyMethod, anyQuery, nastyJson, nastyString, schemaShaped, urlEncode } from './arbitraries.ts';
import { fuzzEnv } from './env.ts';

interface ProcedureDef {
  _def: { type: string; inputs: unknown[] };
}
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(([path, procedure]) => ({
  path,
  type: procedure._def.type,
  keys: inputKeysOf(procedure._def.inputs[0]),
}));

/** The field names of a procedure's zod input, through optional, default and pipe wrappers. */
function inputKeysOf(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; _zod?: { def: { innerType?: unknown; in?: unknown } } } | undefined;
  for (let unwrap = 0; current && unwrap < 5; unwrap++) {
    if (current.shape) return Object.keys(current.shape);
    current = (current._zod?.def.innerType ?? current._zod?.def.in) as typeof current;
  }
  return [];
}
const allKeys = [...new Set(procedures.flatMap((procedure) => procedure.keys))];

/** Calls that change data whatever their input once the caller is signed in: fuzzed only without a valid session. */
const WRITES_FOR_ANY_INPUT = new Set(['auth.logout', 'auth.sessionToken', '/api/auth/logout', '/api/auth/session-token']);

const FUZZ_USER = { username: 'fuzz-user', email: 'fuzz-user@example.com', password: 'fleet-owner-2931' };
/** Valid inputs but for the fuzzed field: each still fails (taken identifiers, a wrong password, no connection). */
const bases: Record<string, Record<string, unknown>> = {
  'auth.register': { ...FUZZ_USER, firstName: 'Fuzz', lastName: 'User' },
  'auth.login': { username: FUZZ_USER.username, password: 'not the password' },
  'clone.start': { campaignId: 'c1', nameTemplate: '{name}', budgetType: 'daily', dailyBudget: '100', targetAccounts: ['act_1'] },
  'dashboard.summary': { from: '2026-01-01', to: '2026-01-31' },
  'facebook.token': { accessToken: 'not-a-meta-token' },
};

/** Budget of the CI run, split over the surfaces; FUZZ_RUNS scales them all. */
const share = (fraction: number) => Math.max(50, Math.round(fuzzEnv.FUZZ_RUNS * fraction));
const RUNS = { trpcSingle: share(0.3), trpcBatch: share(0.15), schemas: share(0.2), rest: share(0.35) };
/** Generous: a CI run takes about a minute, the full mode scales with FUZZ_RUNS. */
const TIMEOUT_MS = Math.max(240_000, fuzzEnv.FUZZ_RUNS * 40);

describe(`fuzzing the HTTP edge (${fuzzEnv.FUZZ_RUNS} cases, seed ${fuzzEnv.FUZZ_SEED})`, () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const identities: Array<{ name: string; headers: Record<string, string>; signedIn: boolean }> = [{ name: 'anonymous', headers: {}, signedIn: false }];
  let restRoutes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    const browser = createBrowser(app.baseUrl);
    const registered = await browser.request('/api/auth/register', { method: 'POST', body: JSON.stringify(FUZZ_USER), headers: { 'content-type': 'application/json' } });
    const { token } = (await registered.json()) as { token: string };
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    identities.push(
      { name: 'garbage bearer', headers: { authorization: 'Bearer not-a-session' }, signedIn: false },
      { name: 'bearer', headers: { authorization: `Bearer ${token}` }, signedIn: true },
      { name: 'cookie', headers: { cookie }, signedIn: true },
      { name: 'cookie + xsrf', headers: { cookie, 'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '' }, signedIn: true },
    );
    restRoutes = app.server.app.routes.routes().filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'));
  }, 60_000);
  afterAll(() => app.close());

  const identity = () => fc.constantFrom(...identities);
  let cases = 0;

  async function send(options: InjectOptions, target: string, signedIn: boolean): Promise<LightMyRequestResponse | null> {
    if (signedIn && WRITES_FOR_ANY_INPUT.has(target)) return null;
    return app.inject(options);
  }

  function expectNoServerFault(response: LightMyRequestResponse | null, options: InjectOptions) {
    if (!response) return;
    const described = `${options.method} ${String(options.url).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, described).toBeLessThan(500);
    const isRestError = response.statusCode >= 400 && options.method !== 'HEAD' && String(options.url).startsWith('/api/');
    if (isRestError) expect(response.json(), described).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
  }

  /** Runs one property and proves the domain tables did not change under it. */
  async function fuzz<T>(arbitrary: fc.Arbitrary<T>, numRuns: number, run: (value: T) => Promise<void>) {
    const before = await domainSnapshot(database().db);
    const counted = async (value: T) => {
      cases += 1;
      await run(value);
    };
    await fc.assert(fc.asyncProperty(arbitrary, counted), { numRuns, seed: fuzzEnv.FUZZ_SEED, endOnFailure: true });
    expect(await domainSnapshot(database().db)).toEqual(before);
  }

  const procedureCall = fc.constantFrom(...procedures);
  const trpcInput = (keys: readonly string[], path: string) =>
    fc.oneof(
      schemaShaped(keys, bases[path]).map((input) => JSON.stringify({ json: input })),
      nastyJson.map((input) => JSON.stringify(input) ?? ''),
      nastyString,
    );

  it('/trpc single calls: any procedure, method, content type, input and headers answer below 500', { timeout: TIMEOUT_MS }, async () => {
    const arbitrary = procedureCall.chain((procedure) =>
      fc.record({ procedure: fc.constant(procedure), path: fc.oneof({ weight: 9, arbitrary: fc.constant(procedure.path) }, { weight: 1, arbitrary: nastyString.map(urlEncode) }), method: anyMethod, contentType: anyContentType, input: trpcInput(procedure.keys, procedure.path), headers: anyHeaders, who: identity(), inBody: fc.boolean() }),
    );
    await fuzz(arbitrary, RUNS.trpcSingle, async ({ procedure, path, method, contentType, input, headers, who, inBody }) => {
      const options: InjectOptions = {
        method,
        url: inBody ? `/trpc/${path}` : `/trpc/${path}?input=${urlEncode(input)}`,
        headers: { ...headers, ...who.headers, ...(contentType === undefined ? {} : { 'content-type': contentType }) },
        ...(inBody && method !== 'GET' && method !== 'HEAD' ? { payload: input } : {}),
      };
      expectNoServerFault(await send(options, procedure.path, who.signedIn), options);
    });
  });

  it('/trpc batched calls: several procedures at once, inputs keyed by position, answer below 500', { timeout: TIMEOUT_MS }, async () => {
    const arbitrary = fc.record({
      calls: fc.array(procedureCall, { minLength: 1, maxLength: 4 }),
      inputs: fc.array(nastyJson, { maxLength: 4 }),
      method: fc.constantFrom('GET', 'POST') as fc.Arbitrary<'GET' | 'POST'>,
      keyed: fc.boolean(),
      who: identity(),
    });
    await fuzz(arbitrary, RUNS.trpcBatch, async ({ calls, inputs, method, keyed, who }) => {
      const input = JSON.stringify(keyed ? Object.fromEntries(inputs.map((value, index) => [String(index), { json: value }])) : inputs);
      const paths = calls.map((call) => call.path).join(',');
      const options: InjectOptions = {
        method,
        url: method === 'GET' ? `/trpc/${paths}?batch=1&input=${urlEncode(input)}` : `/trpc/${paths}?batch=1`,
        headers: { ...who.headers, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: input } : {}),
      };
      const skip = who.signedIn && calls.some((call) => WRITES_FOR_ANY_INPUT.has(call.path));
      expectNoServerFault(skip ? null : await send(options, paths, who.signedIn), options);
    });
  });

  it('every input schema, through its procedure as tRPC would call it, answers below 500', { timeout: TIMEOUT_MS }, async () => {
    const arbitrary = procedureCall.chain((procedure) => fc.record({ procedure: fc.constant(procedure), input: schemaShaped(procedure.keys, bases[procedure.path]), who: identity() }));
    await fuzz(arbitrary, RUNS.schemas, async ({ procedure, input, who }) => {
      const encoded = JSON.stringify({ json: input });
      const options: InjectOptions =
        procedure.type === 'query'
          ? { method: 'GET', url: `/trpc/${procedure.path}?input=${urlEncode(encoded)}`, headers: who.headers }
          : { method: 'POST', url: `/trpc/${procedure.path}`, headers: { ...who.headers, 'content-type': 'application/json' }, payload: encoded };
      expectNoServerFault(await send(options, procedure.path, who.signedIn), options);
    });
  });

  it('every REST route: any params, query, body, content type and headers answer below 500 with { error, message }', { timeout: TIMEOUT_MS }, async () => {
    const arbitrary = fc.constantFrom(...restRoutes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        method: fc.oneof({ weight: 4, arbitrary: fc.constant(route.method as 'GET') }, { weight: 1, arbitrary: anyMethod }),
        param: fc.oneof(nastyString.map(urlEncode), fc.constantFrom('%ZZ', '%00', '%C3%28', '0b9c5d4e-7a44-4a4a-9a39-3c51e0c1b2a1')),
        query: anyQuery(allKeys),
        body: fc.oneof(anyBody, schemaShaped(allKeys).map((value) => JSON.stringify(value) ?? '')),
        contentType: anyContentType,
        headers: anyHeaders,
        who: identity(),
      }),
    );
    await fuzz(arbitrary, RUNS.rest, async ({ route, method, param, query, body, contentType, headers, who }) => {
      const path = route.url.replace(/:[A-Za-z]+/g, param);
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const options: InjectOptions = {
        method,
        url: query ? `${path}?${query}` : path,
        headers: { ...headers, ...who.headers, ...(contentType === undefined || !hasBody ? {} : { 'content-type': contentType }) },
        ...(hasBody ? { payload: body } : {}),
        remoteAddress: '10.9.9.9',
      };
      expectNoServerFault(await send(options, route.url, who.signedIn), options);
    });
  });

  it(`ran at least ${fuzzEnv.FUZZ_RUNS} cases in all`, () => {
    expect(cases).toBeGreaterThanOrEqual(fuzzEnv.FUZZ_RUNS);
  });
});
