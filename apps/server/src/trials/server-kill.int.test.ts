import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceCampaign, tree } from '../trpc/procedures/clone/clone-fixture.ts';
import { faultTrialsMode } from './env.ts';
import { launcherClient, type LauncherClient } from './launcher-client.ts';
import { freePort } from '@adfleet/test-support/free-port';
import { type Launcher, killProcessesUsing, processesUsing, startLauncher } from './launcher-process.ts';
import { waitFor } from './wait-for.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers and sandbox trees are read as free-form JSON */

const FULL = faultTrialsMode === 'full';
/** Short mode (CI) kills the launcher once; full mode repeats the kill for the figures docs/benchmarks.md reports. */
const KILLS = FULL ? 3 : 1;
/**
 * From the kill to every clone target and sync run final: the launcher's restart (PostgreSQL's crash recovery
 * included), then the dead worker's jobs failed by pg-boss once their heartbeat (15 s) stops and retried after 5–10 s.
 */
const RECOVERY_LIMIT_MS = 90_000;
const CLONE_OUTCOMES = ['clone.account_succeeded', 'clone.account_failed'];
const SYNC_OUTCOMES = ['sync.succeeded', 'sync.failed'];

const isFinal = (state: string) => state === 'succeeded' || state === 'failed';

/**
 * kill -9 of the whole installation in production shape: the launcher `node apps/server/src/main.ts` with its embedded
 * PostgreSQL in DATA_DIR and the server (the Graph sandbox mounted) and worker processes it supervises (ADR 0072),
 * driven over HTTP only, as a stranger would. The launcher is SIGKILLed while a clone into 3 accounts and a manual sync
 * are in flight (its server and worker stop by themselves as their IPC channel closes), then started again on the same
 * DATA_DIR and port. Afterwards: it restarted, every clone target and sync run succeeded, nothing was created twice in
 * the sandbox, the audit trail holds exactly one outcome row per target and per sync run, the recovery time is printed,
 * and a SIGTERM leaves no process of that DATA_DIR behind. A kill of the server process alone is
 * server-process-kill.int.test.ts.
 */
describe(`kill -9 of the server (${faultTrialsMode})`, () => {
  let dataDir = '';
  let port = 0;
  let launcher: Launcher | undefined;
  let client: LauncherClient;
  const acts: Record<'us' | 'eu' | 'jp', string> = { us: '', eu: '', jp: '' };
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  let jpPixel = '';
  let jpPage = '';
  const batchIds: string[] = [];
  const figures: string[] = [];

  const syncStatus = () => client.query('sync.status') as Promise<{ runs: Array<{ id: string; kind: string; status: string; error: unknown }> }>;
  const cloneStatus = (batchId: string) => client.api('GET', `/api/clone-campaign/${batchId}`);
  const syncsSettled = (atLeast: number, timeoutMs: number) =>
    waitFor(`${atLeast} sync runs, all final`, async () => {
      const { runs } = await syncStatus();
      return runs.length >= atLeast && runs.every((run) => isFinal(run.status)) ? runs : undefined;
    }, timeoutMs, syncStatus);

  beforeAll(async () => {
    // Under the system's temp folder with 755: the embedded PostgreSQL runs as the postgres OS user and must reach it.
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-trial-server-'));
    await fs.chmod(dataDir, 0o755);
    port = await freePort();
    launcher = await startLauncher({ dataDir, port });
    client = launcherClient({ baseUrl: launcher.baseUrl, dataDir });

    const registered = await client.api('POST', '/api/auth/register', { username: 'server-trial', email: 'server-trial@example.com', password: 'fleet-owner-2931' });
    client.signIn(registered.token);
    const world = await client.control('GET', '');
    for (const account of world.accounts as Array<{ id: string; currency: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
      if (account.currency === 'JPY') acts.jp = account.id;
    }
    const ana = (world.users as Array<{ id: string; name: string }>).find((user) => user.name.startsWith('Ana'));
    if (!ana) throw new Error('the sandbox has no demo user Ana');
    // The SDK path: a Facebook token the page got from Meta's JavaScript SDK, here minted by the sandbox's controls.
    const anaToken = (await client.control('POST', '/tokens', { user_id: ana.id })).access_token as string;
    await client.api('POST', '/api/facebook/token', { accessToken: anaToken, userInfo: { id: ana.id } });
    await syncsSettled(2, 60_000);

    source = await createSourceCampaign(client.graph, anaToken, acts.us, 'Server Trial Source');
    const firstOf = async (edge: string) => ((await client.graph.graphGet(`${acts.jp}/${edge}`, { access_token: anaToken, fields: 'id', limit: '5' })).data as Array<{ id: string }>)[0]?.id ?? '';
    jpPixel = await firstOf('adspixels');
    jpPage = await firstOf('promote_pages');
    // The source campaign must be known to AdFleet before it can be cloned: a manual sync reads it.
    await client.api('GET', '/api/facebook/ad-accounts');
    await waitFor('the source campaign synced', async () => (JSON.stringify(await client.api('GET', '/api/campaigns')).includes(source.campaignId) ? true : undefined), 60_000, syncStatus);
    await syncsSettled(2, 60_000);
  }, 150_000);

  afterAll(async () => {
    console.info(`kill -9 of the server (${faultTrialsMode}):\n  ${figures.join('\n  ')}`);
    await launcher?.stop();
    // A failed trial may leave orphans (that is the bug it catches): end every process of this DATA_DIR, and only those.
    await killProcessesUsing(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(`restarts after kill -9 mid-clone and mid-sync and finishes everything once (${KILLS} kill${KILLS > 1 ? 's' : ''})`, async () => {
    const recoveries: number[] = [];
    for (let kill = 1; kill <= KILLS; kill++) {
      // Every Graph call takes 300 ms, so the clone's ~16 creates per account run for seconds: the kill lands mid-clone.
      await client.control('PUT', '/faults', { latency_ms: 300 });
      await client.api('GET', '/api/facebook/ad-accounts');
      const nameTemplate = `{name} · Server kill ${kill} – {account}`;
      // The kill cuts this request (it waits up to 15 s for the results); the batch is followed through its status.
      const request = client
        .api('POST', '/api/clone-campaign', { campaignId: source.campaignId, nameTemplate, budgetType: 'daily', dailyBudget: 50000, targetAccounts: [acts.us, acts.eu, acts.jp], pixelId: jpPixel, pageId: jpPage })
        .catch(() => undefined);
      const batchId = await waitFor('the clone batch', async () => ((await client.query('clone.history')).items as Array<{ batchId: string; nameTemplate: string }>).find((item) => item.nameTemplate === nameTemplate)?.batchId, 15_000);
      batchIds.push(batchId);
      const atKill = await waitFor(
        'a clone step and a sync in flight',
        async () => {
          const status = await cloneStatus(batchId);
          const stepping = (status.accounts as any[]).some((account) => account.state === 'running' && account.stepsDone > 0 && account.stepsDone < account.stepsTotal);
          const syncing = (await syncStatus()).runs.some((run) => !isFinal(run.status));
          return stepping && syncing ? status : undefined;
        },
        30_000,
        () => cloneStatus(batchId),
      );
      await launcher?.kill();
      const killedAt = Date.now();
      await request;
      const unfinished = (atKill.accounts as any[]).filter((account) => !isFinal(account.state)).length;

      // The same DATA_DIR and port: a refused start ("Another AdFleet instance is already using DATA_DIR…") fails here.
      launcher = await startLauncher({ dataDir, port });
      const restartedAfter = Date.now() - killedAt;
      await waitFor(
        'every clone target and sync run final',
        async () => ((await cloneStatus(batchId)).status === 'completed' && (await syncStatus()).runs.every((run) => isFinal(run.status)) ? true : undefined),
        RECOVERY_LIMIT_MS,
        async () => ({ clone: await cloneStatus(batchId), runs: (await syncStatus()).runs.filter((run) => !isFinal(run.status)), output: launcher?.output() }),
      );
      recoveries.push(Date.now() - killedAt);
      figures.push(`kill ${kill}: ${unfinished} clone targets unfinished at the kill; healthy again ${restartedAfter} ms later, every target and sync run final ${Date.now() - killedAt} ms after the kill`);
    }

    // Every target and sync run succeeded, each with exactly one outcome row in the audit trail.
    const targets: any[] = [];
    for (const batchId of batchIds) targets.push(...(await cloneStatus(batchId)).accounts);
    expect(targets).toHaveLength(3 * KILLS);
    for (const target of targets) expect([target.accountName, target.state, target.error]).toEqual([target.accountName, 'succeeded', null]);
    const { runs } = await syncStatus();
    for (const run of runs) expect([run.kind, run.status, run.error]).toEqual([run.kind, 'succeeded', null]);
    const audit = await auditRows(client, [...CLONE_OUTCOMES, ...SYNC_OUTCOMES]);
    const outcomes = (id: string, actions: string[]) => audit.filter((row) => row.targetId === id && actions.includes(row.action)).length;
    for (const target of targets) expect(outcomes(target.targetId, CLONE_OUTCOMES), `${target.accountName} ${target.targetId}`).toBe(1);
    for (const run of runs) expect(outcomes(run.id, SYNC_OUTCOMES), `${run.kind} run ${run.id}`).toBe(1);

    // Nothing created twice: each clone's campaign once, with the source's ad sets and ads, creatives once per clone.
    const sourceTree = await tree(client, acts.us);
    const sourceCampaign = sourceTree.campaigns.find((campaign: any) => campaign.id === source.campaignId);
    const sourceCreativeIds = new Set<string>(sourceCampaign.adsets.flatMap((adset: any) => adset.ads.map((ad: any) => ad.creative.id)));
    const creativeNames = [...new Set<string>(sourceTree.creatives.filter((creative: any) => sourceCreativeIds.has(creative.id)).map((creative: any) => creative.name))];
    for (const key of ['us', 'eu', 'jp'] as const) {
      const accountTree = key === 'us' ? sourceTree : await tree(client, acts[key]);
      const mine = targets.filter((target) => target.adAccountId === acts[key]);
      expect(mine, key).toHaveLength(KILLS);
      for (const target of mine) {
        const name = accountTree.campaigns.find((campaign: any) => campaign.id === target.campaignId)?.name;
        const campaigns = accountTree.campaigns.filter((campaign: any) => campaign.name === name);
        expect(campaigns, `${key} ${name}`).toHaveLength(1);
        expect(campaigns[0].adsets.map((adset: any) => adset.name).sort()).toEqual(sourceCampaign.adsets.map((adset: any) => adset.name).sort());
        for (const adset of campaigns[0].adsets) expect(adset.ads).toHaveLength(2);
      }
      for (const name of creativeNames) expect(accountTree.creatives.filter((creative: any) => creative.name === name).length, `${key} ${name}`).toBe(mine.length + (key === 'us' ? 1 : 0));
    }
    expect(Math.max(...recoveries)).toBeLessThan(RECOVERY_LIMIT_MS);
    figures.push(`${targets.length} clone targets and ${runs.length} sync runs, all succeeded`);

    // A graceful stop ends everything the launcher started: no PostgreSQL and no worker of this DATA_DIR is left.
    await launcher?.stop();
    launcher = undefined;
    await waitFor('every process of the DATA_DIR to end', async () => ((await processesUsing(dataDir)).length === 0 ? true : undefined), 15_000, () => processesUsing(dataDir));
  }, 150_000 + 150_000 * KILLS);
});

/** Every audit row of the given actions, through GET /api/activity page by page. */
async function auditRows(client: LauncherClient, actions: string[]): Promise<Array<{ action: string; targetId: string | null }>> {
  const rows: Array<{ action: string; targetId: string | null }> = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100' });
    for (const action of actions) query.append('action', action);
    if (cursor) query.set('cursor', cursor);
    const page = await client.api('GET', `/api/activity?${query}`);
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}
