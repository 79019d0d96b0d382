import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { createSourceCampaign, tree } from './clone-fixture.ts';

/**
 * bench/clone's scenarios at scale (`--scenario 1x50`, `--scenario 5x20`) in a small world, with no latency: one campaign
 * into several accounts, and several campaigns into the same accounts at once. Counts, never timings: every target
 * gets every tree once, and each clone costs its budget of round trips, so a change that adds Graph calls fails here.
 * A clone of the 3 × 2 campaign is 1 round trip for the source read plus, per target, 1 for what it may use (beside
 * the source read) and 5 for its job: images + campaign + creatives in one batch, the 3 ad sets, the ads in one batch.
 */
const ROUND_TRIPS_PER_TARGET = 6;
const roundTripsOfClone = (targets: number) => 1 + ROUND_TRIPS_PER_TARGET * targets;

describe('clone at scale (bench/clone scenarios, short)', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  let owner: { id: string; workspaceId: string; token: string };
  let targets: string[];
  const sources: Array<Awaited<ReturnType<typeof createSourceCampaign>> & { name: string }> = [];

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    const { accounts } = await app.control('GET', '');
    const us = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('US Store'))?.id ?? '';
    targets = ((await app.control('POST', '/accounts', { like: us, count: 4, name_prefix: 'Scale' })).accounts as Array<{ id: string }>).map((account) => account.id);
    owner = await app.registerConnected('cloner', { ip: '10.7.1.1', persona: 'Ana' });
    const token = await app.mintToken('Ana');
    for (const name of ['Scale Source A', 'Scale Source B']) sources.push({ ...(await createSourceCampaign(app, token, us, name)), name });
    const synced = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(synced.status).toBe(200);
    await settledSyncRuns(database().db, owner, { timeoutMs: 60_000 });
  }, 120_000);
  afterAll(() => app.close());

  const clone = async (source: (typeof sources)[number], label: string, into: string[]) => {
    const response = await fetch(`${app.baseUrl}/api/clone-campaign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ campaignId: source.campaignId, nameTemplate: `{name} ${label} – {account}`, budgetType: 'daily', dailyBudget: '20000', targetAccounts: into }),
    });
    expect(response.status).toBe(200);
    const results = (await response.json()) as Array<{ success: boolean }>;
    expect(results.map((result) => result.success)).toEqual(into.map(() => true));
  };
  const expectTrees = async (label: string, names: string[], into: string[]) => {
    for (const act of into) {
      const target = await tree(app, act);
      for (const name of names) {
        const copies = target.campaigns.filter((campaign: { name: string }) => campaign.name.startsWith(`${name} ${label} – `));
        expect(copies, `${name} in ${act}`).toHaveLength(1);
        expect(copies[0].status).toBe('PAUSED');
        expect(copies[0].adsets).toHaveLength(3);
        expect(copies[0].adsets.flatMap((adset: { ads: unknown[] }) => adset.ads)).toHaveLength(6);
      }
    }
  };
  const requests = async () => ((await app.control('GET', '/calls?limit=1')).counters as { requests: number }).requests;

  it('one campaign into every account: each gets the whole tree, in 6 round trips per target', async () => {
    await app.control('DELETE', '/calls');
    await clone(sources[0]!, '1xN', targets);
    expect(await requests()).toBe(roundTripsOfClone(targets.length));
    await expectTrees('1xN', [sources[0]!.name], targets);
  }, 60_000);

  it('several campaigns into the same accounts at once: every target gets every tree once, at the same cost per target', async () => {
    await app.control('POST', '/clock', { advance_seconds: 600 });
    await app.control('DELETE', '/calls');
    const into = targets.slice(0, 3);
    await Promise.all(sources.map((source) => clone(source, 'MxN', into)));
    expect(await requests()).toBe(sources.length * roundTripsOfClone(into.length));
    await expectTrees('MxN', sources.map((source) => source.name), into);
  }, 60_000);
});
