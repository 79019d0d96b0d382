import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { createSourceCampaign } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

interface CallRecord {
  method: string;
  path: string;
  accountId?: string;
}

/**
 * How many dependent round trips a clone makes, read from what the sandbox received (a batch's operations are logged
 * one after another as it runs them, so one batch is one contiguous block). The 3 × 2 campaign with two images into
 * one account must take: the source read beside the target's checks, then images + campaign + creatives in one batch,
 * then the ad sets (one call each, in parallel), then the ads in one batch.
 */
describe('clone round trips', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('rounds', { ip: '10.7.0.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner);
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
    }
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.us ?? '', 'Rounds Source');
    const synced = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(synced.status).toBe(200);
    await settledSyncRuns(database().db, owner);
  }, 120_000);
  afterAll(() => app.close());

  it('creates the creatives beside the campaign: 4 dependent round trips, 7 requests', async () => {
    await app.control('DELETE', '/calls');
    const caller = callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
    const started = ran(await caller.clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · rounds', budgetType: 'daily', dailyBudget: '20000', targetAccounts: [acts.eu ?? ''] }));
    expect(started.results?.[0]?.success).toBe(true);
    const { data, counters } = (await app.control('GET', '/calls?limit=500')) as { data: CallRecord[]; counters: { requests: number } };
    const edges = data.filter((call) => call.method === 'POST' && `act_${call.accountId}` === acts.eu).map((call) => call.path.split('/').at(-1));
    // Runs of one edge, in the order the sandbox ran them.
    const runs = edges.reduce<Array<[string, number]>>((all, edge) => {
      const last = all.at(-1);
      if (last && last[0] === edge) last[1]++;
      else all.push([edge ?? '', 1]);
      return all;
    }, []);
    expect(runs).toEqual([
      ['adimages', source.imageHashes.length],
      ['campaigns', 1],
      ['adcreatives', 6],
      ['adsets', 3],
      ['ads', 6],
    ]);
    // The source read and the target's checks (one batch each, side by side), the first round's batch, 3 ad sets, the ads' batch.
    expect(counters.requests).toBe(7);
  }, 60_000);
});
