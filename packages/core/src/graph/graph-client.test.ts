import { buildSandboxServer, newSandboxSecret, type SandboxServer } from '@adfleet/graph-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { readAllPages } from './batched-pages.ts';
import { GRAPH_API_VERSION } from './graph-api-versions.ts';
import { createGraphClient, type GraphClientOptions } from './graph-client.ts';
import { GraphError } from './graph-error.ts';
import { campaignsRequest, graphReads, insightsRequest } from './graph-reads.ts';

const START = Date.parse('2026-11-22T12:00:00Z');
let server: SandboxServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A real sandbox on 127.0.0.1 and a shared fake clock: the client's sleep moves the sandbox's time forward. */
async function setup(sandboxOptions: Partial<Parameters<typeof buildSandboxServer>[0]> = {}, clientOptions: Partial<GraphClientOptions> = {}) {
  const clock = { now: START, slept: [] as number[] };
  // This sandbox's own secret, as an installation has: the client must sign with the one it was given.
  const appSecret = newSandboxSecret();
  server = await buildSandboxServer({ now: () => new Date(clock.now), ...sandboxOptions, appSecret, controlKey: newSandboxSecret() });
  const address = await server.start({ port: 0, host: '127.0.0.1' });
  const users = server.sandbox.users();
  const ana = users.find((user) => user.name === 'Ana Torres')!;
  const token = server.sandbox.mintToken(ana.id)!.token;
  const client = createGraphClient({
    baseUrl: `${address}${sandboxOptions.graphPrefix ?? ''}`,
    version: GRAPH_API_VERSION,
    appSecret,
    now: () => clock.now,
    sleep: async (ms) => {
      clock.slept.push(ms);
      clock.now += ms;
    },
    ...clientOptions,
  });
  return { address, appSecret, client, token, ana, clock, sandbox: server.sandbox, accounts: Object.values(server.sandbox.state.world.accounts) };
}

async function failure(promise: Promise<unknown>): Promise<GraphError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GraphError);
  return error as GraphError;
}

describe('Graph client against the sandbox', () => {
  it('uses the configured base URL (with a prefix) and version', async () => {
    const { client, token } = await setup({ graphPrefix: '/sandbox/graph' }, { version: 'v26.0' });
    expect(await client.get('me', { fields: 'name' }, { accessToken: token })).toMatchObject({ name: 'Ana Torres' });
    const calls = server!.sandbox.state.calls.list();
    expect(calls.at(-1)).toMatchObject({ path: '/me', status: 200 });
  });

  it('sends appsecret_proof on every call, which a proof-requiring app verifies', async () => {
    const { client, token, address } = await setup({ requireAppsecretProof: true });
    expect((await graphReads(client).me(token)).name).toBe('Ana Torres');
    const withoutSecret = createGraphClient({ baseUrl: address, version: GRAPH_API_VERSION });
    expect((await failure(withoutSecret.get('me', {}, { accessToken: token }))).message).toBe('API calls from the server require an appsecret_proof argument');
    const wrongSecret = createGraphClient({ baseUrl: address, version: GRAPH_API_VERSION, appSecret: 'not-the-secret' });
    const error = await failure(wrongSecret.get('me', {}, { accessToken: token }));
    expect(error).toMatchObject({ kind: 'invalid', code: 100 });
  });

  it('pages through accounts and campaigns following absolute next links', async () => {
    const { client, token, ana, accounts } = await setup();
    const reads = graphReads(client);
    const adAccounts = await reads.adAccounts(token);
    expect(adAccounts.map((account) => account.account_id)).toEqual(ana.accountIds);
    expect(adAccounts.find((account) => account.currency === 'JPY')).toMatchObject({ account_status: 1, timezone_name: 'Asia/Tokyo' });
    const usd = accounts.find((account) => account.currency === 'USD')!;
    const items: unknown[] = [];
    for await (const campaign of client.paginate(`act_${usd.id}/campaigns`, { limit: 3, effective_status: ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'] }, { accessToken: token })) items.push(campaign);
    expect(items).toHaveLength(20);
    const campaigns = await reads.campaigns(usd.id, token, { effectiveStatus: ['ACTIVE', 'PAUSED'] });
    expect(campaigns.length).toBeGreaterThan(0);
    expect(campaigns.every((campaign) => campaign.account_id === usd.id)).toBe(true);
    const rows = await reads.insights(`act_${usd.id}`, token, { level: 'campaign', datePreset: 'last_7d' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ campaign_id: expect.any(String), spend: expect.stringMatching(/^\d/) });
  });

  it('runs a batch and parses each operation on its own', async () => {
    const { client, token, accounts } = await setup();
    const usd = accounts.find((account) => account.currency === 'USD')!;
    const results = await client.batch(
      [
        { method: 'POST', name: 'campaign', relativeUrl: `act_${usd.id}/campaigns`, body: { name: 'Batch', objective: 'OUTCOME_TRAFFIC', status: 'PAUSED', special_ad_categories: [] } },
        { method: 'GET', relativeUrl: '{result=campaign:$.id}?fields=name,status' },
        { method: 'POST', relativeUrl: `act_${usd.id}/campaigns`, body: { name: 'No categories', objective: 'OUTCOME_TRAFFIC' } },
      ],
      { accessToken: token },
    );
    expect(results[0]).toBeNull();
    expect(results[1]).toMatchObject({ ok: true, status: 200, body: { name: 'Batch', status: 'PAUSED' } });
    expect(results[2]).toMatchObject({ ok: false, error: { kind: 'invalid', code: 100 } });
    await expect(client.batch(Array.from({ length: 51 }, () => ({ method: 'GET' as const, relativeUrl: 'me' })), { accessToken: token })).rejects.toThrow(RangeError);
  });

  it('classifies every kind of error, carrying code, subcode and fbtrace id but never the token', async () => {
    const { client, token, sandbox } = await setup({}, { maxThrottleWaitMs: 0 });
    const cases: Array<[number, string, number | undefined]> = [
      [2, 'transient', undefined],
      [1, 'transient', undefined],
      [17, 'throttled', 2446079],
      [613, 'throttled', 1487742],
      [80004, 'throttled', 2446079],
      [200, 'permission', undefined],
      [100, 'invalid', undefined],
    ];
    for (const [code, kind, subcode] of cases) {
      sandbox.state.faults.set({ rules: [{ code, rate: 1 }] });
      const error = await failure(client.get('me', {}, { accessToken: token }));
      expect(error, String(code)).toMatchObject({ kind, code, subcode, fbtraceId: expect.any(String) });
      expect(error.message).not.toContain(token);
      expect(JSON.stringify(error)).not.toContain(token);
    }
    sandbox.state.faults.clear();
    sandbox.invalidateUserTokens(sandbox.users()[0]!.id, 'expired');
    expect(await failure(client.get('me', {}, { accessToken: token }))).toMatchObject({ kind: 'auth', code: 190, subcode: 463 });
    const unreachable = createGraphClient({ baseUrl: 'http://127.0.0.1:9', version: GRAPH_API_VERSION, retry: { maxTries: 0 } });
    expect(await failure(unreachable.get('me', {}, { accessToken: token }))).toMatchObject({ kind: 'transient' });
  });

  it('exposes usage headers per response and slows down an account above 80 % without touching the others', async () => {
    const { client, token, accounts, clock } = await setup({ usage: { accountBudget: 20, windowSeconds: 60 } });
    const [us, eu] = accounts;
    const first = await client.request('GET', `act_${us!.id}/campaigns`, {}, { accessToken: token });
    expect(first.usage.adAccount).toEqual({ utilizationPct: 5, resetMs: 3000 });
    expect(first.usage.businessUseCase?.[0]).toMatchObject({ businessId: us!.businessId, type: 'ads_management', callCount: 5 });
    for (let call = 0; call < 15; call++) await client.get(`act_${us!.id}/campaigns`, {}, { accessToken: token });
    expect(client.usagePercent(us!.id)).toBeGreaterThanOrEqual(80);
    expect(clock.slept).toEqual([]);
    await client.get(`act_${us!.id}/campaigns`, {}, { accessToken: token });
    expect(clock.slept.length).toBe(1);
    await client.get(`act_${eu!.id}/campaigns`, {}, { accessToken: token });
    expect(clock.slept.length).toBe(1);
  });

  it('waits out throttling from estimated_time_to_regain_access and retries once', async () => {
    const { client, token, accounts, clock, sandbox } = await setup();
    const usd = accounts.find((account) => account.currency === 'USD')!;
    sandbox.state.usage.throttle(usd.id, 120, clock.now);
    const campaigns = await client.get<{ data: unknown[] }>(`act_${usd.id}/campaigns`, {}, { accessToken: token });
    expect(campaigns.data.length).toBeGreaterThan(0);
    expect(clock.slept).toEqual([120_000]);
    sandbox.state.usage.throttle(usd.id, 3600, clock.now);
    const error = await failure(client.get(`act_${usd.id}/campaigns`, {}, { accessToken: token }));
    expect(error).toMatchObject({ kind: 'throttled', code: 80004, subcode: 2446079, retryAfterMs: 3_600_000 });
  });

  it('tells its observer of every round trip: the throttled answer, its code, and the retry that succeeded', async () => {
    const calls: unknown[] = [];
    const { client, token, accounts, clock, sandbox } = await setup({}, { onCall: (call) => calls.push(call) });
    const usd = accounts.find((account) => account.currency === 'USD')!;
    sandbox.state.usage.throttle(usd.id, 120, clock.now);
    await client.get(`act_${usd.id}/campaigns`, {}, { accessToken: token });
    expect(calls).toEqual([
      { platform: 'meta', status: 400, code: 80004, result: 'throttled' },
      { platform: 'meta', status: 200, code: undefined, result: 'ok' },
    ]);
  });

  it('throws a throttled answer at once for a call that must not wait on it, holding back none of the account’s other calls', async () => {
    const { client, token, accounts, clock, sandbox } = await setup();
    const usd = accounts.find((account) => account.currency === 'USD')!;
    const adset = Object.values(sandbox.state.world.adsets).find((candidate) => candidate.accountId === usd.id && candidate.dailyBudget !== undefined)!;
    for (let change = 1; change <= 4; change++) await client.post(adset.id, { daily_budget: adset.dailyBudget! + 100 }, { accessToken: token, adAccountId: usd.id, waitOnThrottle: false });
    const error = await failure(client.post(adset.id, { daily_budget: adset.dailyBudget! + 100 }, { accessToken: token, adAccountId: usd.id, waitOnThrottle: false }));
    expect(error).toMatchObject({ kind: 'throttled', code: 17, subcode: undefined });
    expect(clock.slept).toEqual([]);
    expect((await client.get<{ data: unknown[] }>(`act_${usd.id}/campaigns`, {}, { accessToken: token })).data.length).toBeGreaterThan(0);
    expect(clock.slept).toEqual([]);
  });

  it('repeats a read that failed transiently, with full-jitter backoff, and gives up after its tries', async () => {
    let clearAfterSleeps = 2;
    const { client, token, clock, sandbox, address, appSecret } = await setup({}, { random: () => 0.5 });
    const sleepAndMaybeHeal = async (ms: number) => {
      clock.slept.push(ms);
      if (clock.slept.length === clearAfterSleeps) sandbox.state.faults.clear();
    };
    const healing = createGraphClient({ baseUrl: address, version: GRAPH_API_VERSION, appSecret, random: () => 0.5, sleep: sleepAndMaybeHeal });
    sandbox.state.faults.set({ rules: [{ code: 2, rate: 1, path: '/me' }] });
    expect(await healing.get('me', { fields: 'name' }, { accessToken: token })).toMatchObject({ name: 'Ana Torres' });
    expect(clock.slept).toEqual([125, 250]);
    expect(sandbox.state.calls.list().filter((call) => call.path === '/me').map((call) => call.status)).toEqual([500, 500, 200]);

    clock.slept.length = 0;
    clearAfterSleeps = Number.POSITIVE_INFINITY;
    sandbox.state.faults.set({ rules: [{ code: 2, rate: 1, path: '/me' }] });
    expect(await failure(client.get('me', {}, { accessToken: token }))).toMatchObject({ kind: 'transient', code: 2 });
    expect(clock.slept).toEqual([125, 250, 500, 1_000, 2_000]);
  });

  it('never repeats a write in place: its outcome is the caller\'s to reconcile', async () => {
    const { client, token, clock, sandbox, accounts } = await setup();
    const usd = accounts.find((account) => account.currency === 'USD')!;
    sandbox.state.faults.set({ rules: [{ code: 2, rate: 1, method: 'POST' }] });
    const body = { name: 'Once', objective: 'OUTCOME_TRAFFIC', status: 'PAUSED', special_ad_categories: [] };
    expect(await failure(client.post(`act_${usd.id}/campaigns`, body, { accessToken: token }))).toMatchObject({ kind: 'transient' });
    expect(await failure(client.batch([{ method: 'POST', relativeUrl: `act_${usd.id}/campaigns`, body }], { accessToken: token }))).toMatchObject({ kind: 'transient' });
    expect(clock.slept).toEqual([]);
    expect(sandbox.state.calls.list().filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('repeats only the operations of a read-only batch that failed transiently', async () => {
    const { token, sandbox, accounts, address, appSecret } = await setup();
    const usd = accounts.find((account) => account.currency === 'USD')!;
    const slept: number[] = [];
    const client = createGraphClient({
      baseUrl: address,
      version: GRAPH_API_VERSION,
      appSecret,
      random: () => 0.5,
      sleep: async (ms) => {
        slept.push(ms);
        sandbox.state.faults.clear();
      },
    });
    sandbox.state.faults.set({ rules: [{ code: 2, rate: 1, path: '/adspixels' }] });
    const edges = ['adspixels', 'promote_pages', 'customaudiences'];
    const results = await client.batch(edges.map((edge) => ({ method: 'GET' as const, relativeUrl: `act_${usd.id}/${edge}?fields=id` })), { accessToken: token });
    expect(results.map((result) => result?.ok)).toEqual([true, true, true]);
    expect(slept).toEqual([125]);
    const calls = sandbox.state.calls.list();
    expect(edges.map((edge) => calls.filter((call) => call.path.endsWith(`/${edge}`)).length)).toEqual([2, 1, 1]);
  });
});

describe('the requests AdFleet sends', () => {
  /** A parameter list's names and each `fields` value, wherever it travels: query, form body, or a batch operation. */
  function paramsOf(query: URLSearchParams): Array<[string, string]> {
    const own = [...query.entries()];
    const batch = query.get('batch');
    if (!batch) return own;
    const operations = JSON.parse(batch) as Array<{ relative_url: string; body?: string }>;
    return [...own, ...operations.flatMap((operation) => [...paramsOf(new URLSearchParams(operation.relative_url.split('?')[1] ?? '')), ...paramsOf(new URLSearchParams(operation.body ?? ''))])];
  }

  it(`go to ${GRAPH_API_VERSION} paths and use none of the request forms apps created from 2026-11-04 lost`, async () => {
    const sent: Array<{ method: string; url: URL; params: Array<[string, string]> }> = [];
    const recording: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      sent.push({ method: init?.method ?? 'GET', url, params: [...paramsOf(url.searchParams), ...paramsOf(new URLSearchParams(init?.body ? String(init.body) : ''))] });
      return fetch(input, init);
    };
    // The sandbox's app is a new app, as every self-hosted AdFleet's is: it refuses those forms outright.
    const { client, token, accounts, sandbox } = await setup({ graphPrefix: '/sandbox/graph' }, { fetch: recording });
    const reads = graphReads(client);
    const usd = accounts.find((account) => account.currency === 'USD')!;
    await reads.me(token);
    await reads.permissions(token);
    await reads.adAccounts(token);
    await reads.campaigns(usd.id, token, { limit: 5, updatedSince: 1 });
    await reads.insights(`act_${usd.id}`, token, { level: 'adset', timeRange: { since: '2026-11-01', until: '2026-11-20' }, timeIncrement: 1 });
    await readAllPages(client, [campaignsRequest(usd.id, { limit: 4 }), insightsRequest(`act_${usd.id}`, { level: 'campaign', datePreset: 'last_7d', limit: 5 })], { accessToken: token });
    const created = await client.post<{ id: string }>(`act_${usd.id}/campaigns`, { name: 'Forms', objective: 'OUTCOME_TRAFFIC', status: 'PAUSED', special_ad_categories: [] }, { accessToken: token });
    await client.batch([{ method: 'POST', relativeUrl: created.id, body: { name: 'Forms, renamed' } }, { method: 'GET', relativeUrl: `${created.id}?fields=name,created_time` }], { accessToken: token });
    await client.delete(created.id, {}, { accessToken: token });

    expect(sent.length).toBeGreaterThan(10);
    for (const { method, url, params } of sent) {
      const names = params.map(([name]) => name);
      expect(url.pathname, url.pathname).toMatch(new RegExp(`^/sandbox/graph/${GRAPH_API_VERSION}/`));
      expect(url.pathname).not.toMatch(/async_batch_requests/);
      expect(['GET', 'POST', 'DELETE']).toContain(method);
      expect(names.filter((name) => ['ids', 'date_format', 'method', 'callback'].includes(name)), url.pathname).toEqual([]);
      expect(params.filter(([name, value]) => name === 'fields' && value.includes('.as(')), url.pathname).toEqual([]);
    }
    expect(sandbox.state.calls.list().filter((call) => call.status >= 400)).toEqual([]);
  });
});
