import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { setMemberAssignments } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { appRouter } from '../../trpc/router.ts';
import { fuzzEnv } from './env.ts';
import { extremeDay, extremeInstant, extremeList, extremeNumber, extremeOf, fieldKindsOf } from './near-valid.ts';

// A forced collection before each heap reading, so the comparison is of what is still held, not of garbage.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** What one request may take, near-valid or not (issue 29: none may stall the server). */
const ANSWER_WITHIN_MS = 2_000;
/** How much the heap may grow over the whole run: caches fill a little; a day loop or a range held in memory grows by gigabytes. */
const HEAP_GROWTH_LIMIT = 64 * 1024 * 1024;
const RUNS = Math.max(100, Math.round(fuzzEnv.FUZZ_RUNS * 0.1));
const TIMEOUT_MS = Math.max(240_000, RUNS * 200);

interface ProcedureDef {
  _def: { type: string; inputs: Parameters<typeof fieldKindsOf>[0][] };
}
/** Every query with fields a near-valid value can push on: reads run as any member, and change nothing. */
const queries = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>)
  .filter(([, procedure]) => procedure._def.type === 'query')
  .map(([path, procedure]) => ({ path, fields: fieldKindsOf(procedure._def.inputs[0]) }))
  .filter((procedure) => Object.keys(procedure.fields).length > 0);

/** A valid range to start from, its days moved by the fuzzer one field at a time. */
const validRange = (now: Date) => ({ from: new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) });

describe(`near-valid inputs at every limit (${RUNS} cases, seed ${fuzzEnv.FUZZ_SEED})`, () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  let client = '';
  const slowest = { ms: 0, what: '' };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString, workerClock: false });
    await app.startWorker();
    const { id, workspaceId, token } = await app.registerConnected('near-owner', { ip: '10.29.1.1', persona: 'Ana' });
    Object.assign(owner, { id, workspaceId, token });
    await settledSyncRuns(database().db, owner);
    const member = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'near-client', email: 'near-client@example.com', password: TEST_PASSWORD }, remoteAddress: '10.29.1.2' });
    expect(member.statusCode, member.body).toBe(201);
    client = member.json().token;
    const db = database().db;
    const accounts = await db.selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: member.json().user.id, role: 'client' }).execute();
      await setMemberAssignments(trx, { workspaceId: owner.workspaceId, userId: member.json().user.id }, { adAccountIds: accounts.slice(0, 2).map((account) => account.id), businessIds: [] });
    });
  }, 120_000);
  afterAll(() => app.close());

  const who = () => fc.constantFrom({ name: 'owner', token: () => owner.token }, { name: 'client', token: () => client });

  /** Sends one request and holds it to the rules: below 500, within the time limit. */
  async function expectAnswered(options: InjectOptions) {
    const started = performance.now();
    const response = await app.inject({ ...options, headers: { 'x-workspace-id': owner.workspaceId, ...(options.headers as Record<string, string>) } });
    const ms = performance.now() - started;
    const described = `${options.method} ${String(options.url).slice(0, 300)} → ${response.statusCode} in ${Math.round(ms)} ms ${response.body.slice(0, 200)}`;
    if (ms > slowest.ms) Object.assign(slowest, { ms, what: described });
    expect(response.statusCode, described).toBeLessThan(500);
    expect(ms, described).toBeLessThan(ANSWER_WITHIN_MS);
  }

  const heapNow = () => {
    collect();
    return process.memoryUsage().heapUsed;
  };

  it('every query, its fields pushed to and past their limits one or two at a time, answers below 500 within 2 s, the heap flat', { timeout: TIMEOUT_MS }, async () => {
    expect(queries.map((query) => query.path)).toEqual(expect.arrayContaining(['dashboard.summary', 'dashboard.accounts', 'reports.run', 'campaigns.list', 'activity.list']));
    const now = new Date();
    const restQuery = (fields: Record<string, unknown>) =>
      Object.entries(fields)
        .map(([name, value]) => `${name}=${encodeURIComponent(value instanceof Date ? (Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()) : Array.isArray(value) ? value.join(',') : String(value))}`)
        .join('&');
    const trpcCall = fc.constantFrom(...queries).chain((query) =>
      fc.record({
        query: fc.constant(query),
        changed: fc.uniqueArray(fc.constantFrom(...Object.keys(query.fields)), { minLength: 1, maxLength: 2 }).chain((names) => fc.tuple(...names.map((name) => extremeOf(query.fields[name]!, now).map((value) => [name, value] as const)))),
        who: who(),
      }),
    );
    const restCall = fc.record({
      path: fc.constantFrom('/api/reports/export.csv', '/api/campaigns', '/api/activity'),
      fields: fc.record({ from: fc.oneof(extremeDay(now), extremeInstant(now)), to: fc.oneof(extremeDay(now), extremeInstant(now)), limit: extremeNumber, spendMin: extremeNumber, action: extremeList }, { requiredKeys: ['from'] }),
      who: who(),
    });

    // A first pass warms what every later call shares (kept answers, prepared statements) before the heap is read.
    for (const path of ['dashboard.summary', 'dashboard.accounts', 'reports.run']) {
      await expectAnswered({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: validRange(now) }))}`, headers: { authorization: `Bearer ${owner.token}` } });
    }
    const before = heapNow();

    let cases = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: trpcCall.map((call) => ({ trpc: call })) }, { weight: 1, arbitrary: restCall.map((call) => ({ rest: call })) }), async (call) => {
        cases += 1;
        if ('trpc' in call) {
          const { query, changed, who: caller } = call.trpc;
          const input = { ...validRange(now), ...Object.fromEntries(changed) };
          const encoded = JSON.stringify(superjson.serialize(input));
          await expectAnswered({ method: 'GET', url: `/trpc/${query.path}?input=${encodeURIComponent(encoded)}`, headers: { authorization: `Bearer ${caller.token()}` } });
        } else {
          const { path, fields, who: caller } = call.rest;
          await expectAnswered({ method: 'GET', url: `${path}?${restQuery(fields)}`, headers: { authorization: `Bearer ${caller.token()}` } });
        }
      }),
      { numRuns: RUNS, seed: fuzzEnv.FUZZ_SEED, endOnFailure: true },
    );

    const grown = heapNow() - before;
    expect(cases).toBe(RUNS);
    expect(grown, `heap grew by ${Math.round(grown / 1024 / 1024)} MB over ${RUNS} cases; slowest: ${slowest.what}`).toBeLessThan(HEAP_GROWTH_LIMIT);
  });
});
