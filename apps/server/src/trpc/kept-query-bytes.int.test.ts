import { refreshExchangeRates } from '@adfleet/core';
import { upsertAccountInsights, upsertAdAccounts, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcWireServers } from './trpc-wire-servers.ts';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';
import { keptQueryBytes } from './kept-query-bytes.ts';
import { contextFromRequest } from './request-context.ts';
import { appRouter } from './router.ts';

const DAYS = ['2026-10-31', '2026-11-01'] as const;
const range = { from: DAYS[0], to: DAYS[1] };
/** The app's clock: the asked days are always in the past. */
const NOW = new Date('2026-11-02T12:00:00Z');
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const reportUrl = `/trpc/reports.run?input=${input({ json: { ...range, groupBy: 'campaign' } })}`;

describe('kept queries written from the bytes encoded once', () => {
  const database = useTestDatabase();
  let ours: FastifyInstance;
  let theirs: FastifyInstance;
  let bearer: Record<string, string>;
  let workspaceId = '';
  let accountId = '';
  let campaignId = '';
  /** What `keptQueryBytes` returned for each call through the probe route, to see whether one Buffer was written again. */
  const probed: Array<Buffer | undefined> = [];

  beforeAll(async () => {
    const deps = { ...testDeps(database().db), now: () => NOW };
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    const { token, user } = await callerAs(deps).auth.register({ username: 'kept-reader', email: 'kept-reader@example.com', password: 'fleet-owner-2931' });
    bearer = { authorization: `Bearer ${token}` };
    workspaceId = await workspaceOf(database().db, user.id);
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId, connectedBy: user.id, platformId: 1, externalUserId: 'fb-kept', externalUserName: 'kept', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      const [account] = await upsertAdAccounts(trx, [{
        workspaceId, connectionId: connection.id, platformId: 1, adAccountId: 'act_kept', name: 'Kept USD', status: 'ACTIVE',
        currency: 'USD', timezoneName: 'Europe/Madrid', businessId: null, businessName: null, minDailyBudget: null,
      }]);
      const [campaign] = await upsertCampaigns(trx, [{
        workspaceId, adAccountId: account!.id, platformId: 1, externalId: 'c-kept', name: 'Kept campaign', status: 'ACTIVE', effectiveStatus: 'ACTIVE',
        objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-10-01T00:00:00Z'),
      }]);
      accountId = account!.id;
      campaignId = campaign!.id;
    });
    await spend('100');

    ({ ours, theirs } = await trpcWireServers(deps));
    ours.all<{ Params: { path: string } }>('/probe/:path', async (request, reply) => {
      const bytes = await keptQueryBytes(appRouter, request.params.path, request, () => contextFromRequest(deps, request, reply));
      probed.push(bytes);
      return reply.send({ kept: bytes !== undefined });
    });
  });
  afterAll(async () => {
    await ours?.close();
    await theirs?.close();
  });

  /** A sync's figures for both days: moves the workspace's data version in the same transaction, as the worker does. */
  async function spend(amount: string) {
    await database().db.transaction().execute(async (trx) => {
      const day = (date: string) => ({ date, spend: amount, impressions: 1000, clicks: 10, conversions: 2, conversionValue: '50' });
      await upsertAccountInsights(trx, accountId, DAYS.map(day));
      await upsertCampaignInsights(trx, accountId, DAYS.map((date) => ({ ...day(date), campaignId })));
    });
  }

  const requests: Array<[string, () => InjectOptions]> = [
    ['Reports', () => ({ method: 'GET', url: reportUrl, headers: bearer })],
    ['Reports in a batch of one', () => ({ method: 'GET', url: `/trpc/reports.run?batch=1&input=${input({ 0: { json: { ...range, groupBy: 'day' } } })}`, headers: bearer })],
    ['the dashboard summary', () => ({ method: 'GET', url: `/trpc/dashboard.summary?input=${input({ json: range })}`, headers: bearer })],
    ['the campaigns list, its workspace named in the URL', () => ({ method: 'GET', url: `/trpc/campaigns.list?workspace=${workspaceId}&input=${input({ json: { limit: 5 } })}`, headers: bearer })],
    ['the signed-in user, kept with its session', () => ({ method: 'GET', url: '/trpc/auth.me?batch=1&input=%7B%7D', headers: bearer })],
    ['a kept query asked for anonymously', () => ({ method: 'GET', url: reportUrl })],
    ['a kept query without its input', () => ({ method: 'GET', url: '/trpc/dashboard.summary', headers: bearer })],
    ['a kept query whose input is not JSON', () => ({ method: 'GET', url: '/trpc/reports.run?input=%7Bnope', headers: bearer })],
    ['a kept query whose input fails its schema', () => ({ method: 'GET', url: `/trpc/reports.run?input=${input({ json: { ...range, groupBy: 'weather' } })}`, headers: bearer })],
    ['a batch input naming a call the path does not have', () => ({ method: 'GET', url: `/trpc/reports.run?batch=1&input=${input({ 0: { json: range }, 1: { json: range } })}`, headers: bearer })],
    ['a kept query in a workspace the caller is not in', () => ({ method: 'GET', url: `/trpc/reports.run?workspace=00000000-0000-4000-8000-000000000000&input=${input({ json: range })}`, headers: bearer })],
  ];

  it.each(requests)("answers %s byte for byte as tRPC's own adapter", async (_name, request) => {
    const [mine, reference] = [await ours.inject(request()), await theirs.inject(request())];
    expect(mine.statusCode).toBe(reference.statusCode);
    for (const header of ['content-type', 'vary', 'allow', 'retry-after']) expect([header, mine.headers[header]]).toEqual([header, reference.headers[header]]);
    expect(Number(mine.headers['content-length'])).toBe(mine.rawPayload.length);
    expect(mine.body).toBe(reference.body);
  });

  it('writes the same bytes again while the data stays, and the new figures once a sync moved it', async () => {
    const probe = () => ours.inject({ method: 'GET', url: reportUrl.replace('/trpc/', '/probe/'), headers: bearer });
    probed.length = 0;
    await probe();
    await probe();
    expect(probed[0]).toBeInstanceOf(Buffer);
    expect(probed[1]).toBe(probed[0]);

    const before = await ours.inject({ method: 'GET', url: reportUrl, headers: bearer });
    expect(before.json().result.data.json.rows[0].spend).toBe(200);
    await spend('150');
    const after = await ours.inject({ method: 'GET', url: reportUrl, headers: bearer });
    expect(after.json().result.data.json.rows[0].spend).toBe(300);
    expect(after.body).toBe((await theirs.inject({ method: 'GET', url: reportUrl, headers: bearer })).body);
    await probe();
    expect(probed[2]).toBeInstanceOf(Buffer);
    expect(probed[2]).not.toBe(probed[0]);
  });

  it('leaves refused calls, streams and other procedures to tRPC', async () => {
    probed.length = 0;
    await ours.inject({ method: 'GET', url: reportUrl.replace('/trpc/', '/probe/') });
    await ours.inject({ method: 'GET', url: reportUrl.replace('/trpc/', '/probe/'), headers: { ...bearer, 'trpc-accept': 'application/jsonl' } });
    // A query whose output is checked on every call (not `validatedOnce`): nothing of its answer is kept.
    await ours.inject({ method: 'GET', url: `/probe/dashboard.accounts?input=${input({ json: range })}`, headers: bearer });
    await ours.inject({ method: 'POST', url: '/probe/auth.logout', headers: bearer });
    expect(probed).toEqual([undefined, undefined, undefined, undefined]);
  });
});
