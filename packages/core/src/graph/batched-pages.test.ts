import { buildSandboxServer, newSandboxSecret, type SandboxServer } from '@adfleet/graph-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { readAllPages } from './batched-pages.ts';
import { GRAPH_API_VERSION } from './graph-api-versions.ts';
import { createGraphClient } from './graph-client.ts';
import { GraphError } from './graph-error.ts';
import { campaignsRequest, graphReads, insightsRequest } from './graph-reads.ts';

let server: SandboxServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function setup() {
  const appSecret = newSandboxSecret();
  server = await buildSandboxServer({ now: () => new Date('2026-11-22T12:00:00Z'), appSecret, controlKey: newSandboxSecret(), requireAppsecretProof: true, graphPrefix: '/sandbox/graph' });
  const address = await server.start({ port: 0, host: '127.0.0.1' });
  const ana = server.sandbox.users().find((user) => user.name === 'Ana Torres')!;
  const token = server.sandbox.mintToken(ana.id)!.token;
  const client = createGraphClient({ baseUrl: `${address}/sandbox/graph`, version: GRAPH_API_VERSION, appSecret, sleep: async () => {} });
  const [first, second] = ana.accountIds;
  return { client, token, sandbox: server.sandbox, first: first!, second: second! };
}

describe('reading several edges in batches', () => {
  it('returns every item of every read, as single calls do, in one round trip per page depth', async () => {
    const { client, token, sandbox, first, second } = await setup();
    const range = { since: '2026-11-01', until: '2026-11-20' };
    const requests = [
      campaignsRequest(first, { limit: 7 }),
      campaignsRequest(second, { limit: 50 }),
      insightsRequest(`act_${first}`, { level: 'campaign', timeRange: range, timeIncrement: 1, limit: 100 }),
    ];
    sandbox.state.calls.clear();
    const [firstCampaigns, secondCampaigns, insights] = await readAllPages(client, requests, { accessToken: token });
    const rounds = sandbox.state.calls.counters().requests;

    const reads = graphReads(client);
    expect(firstCampaigns).toEqual(await reads.campaigns(first, token));
    expect(secondCampaigns).toEqual(await reads.campaigns(second, token));
    expect(insights).toEqual(await reads.insights(`act_${first}`, token, { level: 'campaign', timeRange: range, timeIncrement: 1 }));
    // Each round carries the next page of every read that still has one: as many rounds as the deepest chain of pages.
    expect(firstCampaigns!.length).toBeGreaterThan(14);
    expect(insights!.length).toBeGreaterThan(100);
    expect(rounds).toBe(Math.max(Math.ceil(firstCampaigns!.length / 7), Math.ceil(insights!.length / 100)));
  });

  it('sends more than 50 reads as several batches side by side, and fails with the Graph error of a read that failed', async () => {
    const { client, token, sandbox, first } = await setup();
    const requests = Array.from({ length: 51 }, () => campaignsRequest(first, { limit: 100 }));
    sandbox.state.calls.clear();
    const answers = await readAllPages(client, requests, { accessToken: token });
    expect(sandbox.state.calls.counters().requests).toBe(2);
    const listed = await graphReads(client).campaigns(first, token);
    expect(answers.every((items) => items.length === listed.length && listed.length > 0)).toBe(true);

    const error = await readAllPages(client, [campaignsRequest(first), { path: 'act_1/campaigns', params: { fields: 'id' } }], { accessToken: token }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphError);
    expect((error as GraphError).code).toBe(100);
  });
});
