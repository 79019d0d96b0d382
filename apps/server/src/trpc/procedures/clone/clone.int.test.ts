import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { createSourceCampaign, nameCounts, tree } from './clone-fixture.ts';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

describe('cross-account campaign clone', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  let anaToken: string;
  const acts: Record<string, string> = {};
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  const SOURCE_NAME = 'Winter Launch';
  /** Graph-client waits the worker asked for (its sleep is injected: a throttle's regain time never passes for real). */
  const sleeps: number[] = [];
  /** Run in place of a long wait: what "the regain time passes" means in a test. */
  let onLongSleep: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker({
      sleep: async (ms) => {
        sleeps.push(ms);
        if (ms >= 60_000) await onLongSleep?.();
      },
    });
    for (const [who, name, ip, demo] of [[owner, 'cloner', '10.3.0.1', 'Ana'], [other, 'intruder', '10.3.0.2', 'Chloé']] as const) {
      const { id, workspaceId, token } = await app.registerConnected(name, { ip, persona: demo });
      Object.assign(who, { id, workspaceId, token });
    }
    await settledSyncRuns(database().db, owner);
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; currency: string; name: string }>) {
      const key = account.name.includes('US Store') ? 'us' : account.name.includes('EU') ? 'eu' : account.name.includes('UK') ? 'uk' : account.currency === 'JPY' ? 'jp' : account.currency === 'COP' ? 'co' : account.currency === 'KRW' ? 'kr' : '';
      if (key) acts[key] = account.id;
    }
    anaToken = await app.mintToken('Ana');
    source = await createSourceCampaign(app, anaToken, acts.us ?? '', SOURCE_NAME);
    // The new campaign reaches AdFleet by a sync, as it would after being built in Ads Manager.
    expect((await api('/api/facebook/ad-accounts', owner.token)).status).toBe(200);
    await settledSyncRuns(database().db, owner);
  }, 120_000);
  afterAll(() => app.close());

  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers as object) } });
  const idsOf = async (act: string, edge: string) => ((await app.graphGet(`${act}/${edge}`, { access_token: anaToken, fields: 'id,name', limit: '500' })).data as Array<{ id: string; name: string }>).map((item) => item.id);

  it('clones 3 ad sets × 2 ads into five accounts: PAUSED, renamed, budgets converted, pixel/page/images remapped; failures create nothing', async () => {
    const sakuraPixel = (await idsOf(acts.jp ?? '', 'adspixels'))[0];
    const sakuraPage = (await idsOf(acts.jp ?? '', 'promote_pages'))[0];
    const before = { uk: await tree(app, acts.uk ?? ''), co: await tree(app, acts.co ?? '') };
    const targets = ['us', 'eu', 'uk', 'jp', 'co'].map((key) => acts[key] ?? '');
    const response = await api('/api/clone-campaign', owner.token, {
      method: 'POST',
      body: JSON.stringify({
        campaignId: source.campaignId,
        nameTemplate: '{name} – {account}',
        budgetType: 'daily',
        dailyBudget: '50000',
        targetAccounts: targets,
        pixelId: sakuraPixel,
        pageId: sakuraPage,
      }),
    });
    expect(response.status).toBe(200);
    const results = (await response.json()) as any[];
    expect(results).toHaveLength(5);
    const byAct = new Map(results.map((result) => [result.adAccountId, result]));
    const { accounts } = await app.control('GET', '');
    const accountName = (act: string) => (accounts as Array<{ id: string; name: string }>).find((account) => account.id === act)?.name ?? '';

    const expectations = [
      { key: 'us', budget: '50000', pixel: source.pixelId, page: source.pageId },
      { key: 'eu', budget: '50000', pixel: source.pixelId, page: source.pageId },
      { key: 'jp', budget: '500', pixel: sakuraPixel, page: sakuraPage },
    ];
    const sourceTree = await tree(app, acts.us ?? '');
    const sourceCampaign = sourceTree.campaigns.find((campaign: any) => campaign.id === source.campaignId);
    for (const expected of expectations) {
      const act = acts[expected.key] ?? '';
      const result = byAct.get(act);
      expect(result, expected.key).toMatchObject({ success: true, accountName: accountName(act), error: null });
      expect(result.createdIds.adSetIds).toHaveLength(3);
      expect(result.createdIds.adIds).toHaveLength(6);
      const target = await tree(app, act);
      const campaign = target.campaigns.find((candidate: any) => candidate.id === result.campaignId);
      expect(campaign.name).toBe(`${SOURCE_NAME} – ${accountName(act)}`);
      expect(campaign.status).toBe('PAUSED');
      expect(campaign.objective).toBe('OUTCOME_SALES');
      expect(campaign.adsets.map((adset: any) => adset.name).sort()).toEqual(sourceCampaign.adsets.map((adset: any) => adset.name).sort());
      const images = new Set(target.images.map((image: any) => image.hash));
      for (const adset of campaign.adsets) {
        expect(adset.status).toBe('PAUSED');
        expect(String(adset.daily_budget)).toBe(expected.budget);
        expect(adset.promoted_object.pixel_id).toBe(expected.pixel);
        const sourceAdset = sourceCampaign.adsets.find((candidate: any) => candidate.name === adset.name);
        expect(adset.ads.map((ad: any) => ad.name).sort()).toEqual(sourceAdset.ads.map((ad: any) => ad.name).sort());
        for (const ad of adset.ads) {
          expect(ad.status).toBe('PAUSED');
          const spec = ad.creative.object_story_spec;
          expect(spec.page_id).toBe(expected.page);
          const hashes = [spec.link_data.image_hash, ...(spec.link_data.child_attachments ?? []).map((card: any) => card.image_hash)].filter(Boolean);
          expect(hashes.length).toBeGreaterThan(0);
          for (const hash of hashes) expect(images.has(hash), `${expected.key} image ${hash}`).toBe(true);
        }
      }
    }
    // EU may use one of the two audiences (shared from US); JPY none: each drop is a warning.
    expect(byAct.get(acts.eu)?.warnings.length).toBeGreaterThan(0);
    expect(byAct.get(acts.us)?.warnings).toEqual([]);

    const uk = byAct.get(acts.uk);
    expect(uk).toMatchObject({ success: false, accountName: accountName(acts.uk ?? '') });
    // Without Accept-Language, REST writes English.
    expect(uk.message).toBe(`No campaign was created in ${accountName(acts.uk ?? '')}`);
    expect(uk.error).toBe(
      `The account ${accountName(acts.uk ?? '')} cannot use the pixel ${sakuraPixel}. Choose one of its pixels.`,
    );
    expect(uk.campaignId).toBeUndefined();
    const co = byAct.get(acts.co);
    expect(co).toMatchObject({ success: false });
    expect(co.error).toMatch(/^The budget for .+ \(.+\) is below its daily minimum\. Raise it to at least .+\.$/);
    for (const key of ['uk', 'co'] as const) {
      const after = await tree(app, acts[key] ?? '');
      expect(after.campaigns).toHaveLength(before[key].campaigns.length);
      expect(after.creatives).toHaveLength(before[key].creatives.length);
      expect(after.images).toHaveLength(before[key].images.length);
    }

    const audit = await database().db.selectFrom('audit_log').select(['action', 'metadata']).where('workspace_id', '=', owner.workspaceId).where('action', 'like', 'clone.%').execute();
    expect(audit.filter((row) => row.action === 'clone.requested')).toHaveLength(1);
    expect(audit.filter((row) => row.action === 'clone.account_succeeded')).toHaveLength(3);
    expect(audit.filter((row) => row.action === 'clone.account_failed')).toHaveLength(2);

    const caller = callerAs({ ...testDeps(database().db), jobs: app.server.jobs }, owner.token);
    const history = await caller.clone.history();
    const batchId = history.items[0]?.batchId ?? '';
    expect(history.items[0]).toMatchObject({ sourceCampaignName: SOURCE_NAME, targetCount: 5, successCount: 3, errorCount: 2, status: 'completed' });
    const status = (await (await api(`/api/clone-campaign/${batchId}`, owner.token)).json()) as any;
    expect(status).toMatchObject({ batchId, status: 'completed', successCount: 3, errorCount: 2, sourceCampaign: { id: source.campaignId, name: SOURCE_NAME } });
    const jpStatus = status.accounts.find((account: any) => account.adAccountId === acts.jp);

    // The same failing clone read in each language: REST writes the words of the request's language, tRPC sends codes.
    const accountsIn = async (language: string) => {
      const read = await api(`/api/clone-campaign/${batchId}`, owner.token, { headers: { 'accept-language': language } });
      return new Map(((await read.json()) as any).accounts.map((account: any) => [account.adAccountId, account]));
    };
    const [spanish, english] = [await accountsIn('es-CO,es;q=0.9,en;q=0.8'), await accountsIn('en-US,en;q=0.9')];
    const ukName = accountName(acts.uk ?? '');
    expect(spanish.get(acts.uk)).toMatchObject({
      message: `No se creó la campaña en ${ukName}`,
      error: `La cuenta ${ukName} no puede usar el píxel ${sakuraPixel}. Elige uno de sus píxeles.`,
    });
    expect(english.get(acts.uk)).toMatchObject({ message: `No campaign was created in ${ukName}`, error: uk.error });
    expect((spanish.get(acts.co) as any).error).toMatch(/^El presupuesto para .+ \(.+\) es menor que su mínimo diario\. Súbelo al menos a .+\.$/);
    expect((spanish.get(acts.jp) as any).message).toBe(`Campaña clonada en ${accountName(acts.jp ?? '')}`);
    expect((english.get(acts.jp) as any).message).toBe(`Campaign cloned into ${accountName(acts.jp ?? '')}`);
    expect((spanish.get(acts.eu) as any).warnings[0]).toMatch(/^Se quitaron del conjunto ".+" públicos personalizados que la cuenta no puede usar: /);
    expect((english.get(acts.eu) as any).warnings[0]).toMatch(/^Custom audiences this account cannot use were removed from the ad set ".+": /);
    const coded = new Map((await caller.clone.status({ batchId })).accounts.map((account) => [account.adAccountId, account]));
    expect(coded.get(acts.uk ?? '')).toMatchObject({
      message: { code: 'cloneFailed', params: { account: ukName } },
      error: { code: 'preflightPixelUnusable', params: { account: ukName, pixelId: sakuraPixel } },
    });
    expect(coded.get(acts.co ?? '')?.error).toMatchObject({ code: 'preflightBudgetBelowMinimum', params: { budget: { money: { currency: 'COP' } }, minimum: { money: { currency: 'COP' } } } });
    expect(coded.get(acts.eu ?? '')?.warnings.map((warning) => warning.code)).toContain('cloneWarnAudiencesDropped');
    expect(jpStatus).toMatchObject({ currency: 'JPY', state: 'succeeded', stepsTotal: jpStatus.stepsDone });
    expect(nameCounts(await tree(app, acts.jp ?? '')).get(`campaign:${SOURCE_NAME} – ${accountName(acts.jp ?? '')}`)).toBe(1);
  }, 60_000);

  it('validates the request with readable messages in the caller’s language and never clones another workspace’s campaign or into its accounts', async () => {
    const post = (body: object, language: string, token = owner.token) =>
      api('/api/clone-campaign', token, { method: 'POST', body: JSON.stringify(body), headers: { 'accept-language': language } });
    const base = { campaignId: source.campaignId, nameTemplate: 'X', budgetType: 'daily', dailyBudget: 1000, targetAccounts: [acts.eu] };
    const cases: Array<[object, string, string]> = [
      [{ ...base, nameTemplate: '' }, 'Campaign name is required.', 'El campo «Nombre de la campaña» es obligatorio.'],
      [{ ...base, budgetType: undefined }, 'Budget type is required.', 'El campo «Tipo de presupuesto» es obligatorio.'],
      [{ ...base, targetAccounts: [] }, 'Target ad accounts: choose at least 1.', 'El campo «Cuentas de destino» necesita al menos 1 elemento.'],
      [{ ...base, dailyBudget: -5 }, 'Daily budget must be a positive whole number of cents.', 'El campo «Presupuesto diario» debe ser un número entero positivo de centavos.'],
      [{ ...base, targetAccounts: [acts.kr] }, `The ad account ${acts.kr}`, `La cuenta ${acts.kr}`],
    ];
    for (const [body, english, spanish] of cases) {
      for (const [language, message] of [['en-US,en;q=0.9', english], ['es-CO,es;q=0.9', spanish]] as const) {
        const response = await post(body, language);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain(message);
      }
    }
    const refused = (await (await post({ ...base, targetAccounts: [acts.kr] }, 'es')).json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(refused.fieldErrors.targetAccounts).toEqual([refused.message]);
    // Chloé's workspace may not clone a campaign of an account only Ana's reaches (not found for it), nor see its batches.
    const ukCampaign = await database()
      .db.selectFrom('campaigns as c')
      .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
      .select('c.id')
      .where('a.ad_account_id', '=', acts.uk ?? '')
      .where('c.workspace_id', '=', owner.workspaceId)
      .executeTakeFirstOrThrow();
    const foreign = await post({ ...base, campaignId: ukCampaign.id, targetAccounts: [acts.eu] }, 'en', other.token);
    expect(foreign.status).toBe(404);
    const history = await callerAs(testDeps(database().db), other.token).clone.history();
    expect(history.items).toEqual([]);
    const anon = await fetch(`${app.baseUrl}/api/clone-campaign`, { method: 'POST', body: JSON.stringify(base), headers: { 'content-type': 'application/json' } });
    expect(anon.status).toBe(401);
  });

  it('a throttled account finishes after its backoff while the others finish first; nothing fails, nothing twice', async () => {
    const db = database().db;
    await app.control('POST', '/clock', { advance_seconds: 300 });
    const throttled = acts.eu ?? '';
    await app.control('POST', `/accounts/${throttled}/throttle`, { seconds: 120 });
    await app.control('DELETE', '/calls');
    sleeps.length = 0;
    let regain!: () => void;
    const regained = new Promise<void>((resolve) => (regain = resolve));
    onLongSleep = () => regained;
    const caller = callerAs({ ...testDeps(db, { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
    const { batchId } = ran(await caller.clone.start({
      campaignId: source.campaignId,
      nameTemplate: '{name} · throttled – {account}',
      budgetType: 'daily',
      dailyBudget: 50000,
      targetAccounts: ['us', 'eu', 'jp'].map((key) => acts[key] ?? ''),
      pixelId: (await idsOf(acts.jp ?? '', 'adspixels'))[0],
      pageId: (await idsOf(acts.jp ?? '', 'promote_pages'))[0],
    }));
    const targetsOf = () => db.selectFrom('clone_targets').selectAll().where('batch_id', '=', batchId).execute();
    const until = (done: (targets: Awaited<ReturnType<typeof targetsOf>>) => boolean) =>
      vi.waitFor(
        async () => {
          const targets = await targetsOf();
          if (!done(targets)) throw new Error(`clone targets never got there: ${JSON.stringify(targets.map((target) => [target.account_name, target.state, target.error]))}`);
          return targets;
        },
        { timeout: 20_000, interval: 50 },
      );
    const others = (targets: Awaited<ReturnType<typeof targetsOf>>) => targets.filter((target) => target.external_ad_account_id !== throttled);
    const mid = await until((targets) => others(targets).every((target) => target.state === 'succeeded'));
    // The others are done; the throttled account is still waiting (in place, or re-queued for when its block lifts).
    const waiting = mid.find((target) => target.external_ad_account_id === throttled);
    expect(waiting?.state).toMatch(/^(queued|running)$/);
    const { rows: deferred } = await sql<{ start_after: Date }>`
      select start_after from pgboss.job where name = 'clone.account' and state = 'created' and data->>'targetId' = ${waiting?.id ?? ''}`.execute(db);
    const waitedInPlace = sleeps.some((ms) => ms >= 60_000);
    expect(waitedInPlace || deferred.some((job) => job.start_after.getTime() > Date.now() + 60_000), JSON.stringify({ sleeps, deferred })).toBe(true);

    // Meta's regain time passes: the block lifts and the deferred job, if any, comes due.
    await app.control('DELETE', `/accounts/${throttled}/throttle`);
    await sql`update pgboss.job set start_after = now() where name = 'clone.account' and state = 'created' and data->>'targetId' = ${waiting?.id ?? ''}`.execute(db);
    regain();
    const done = await until((targets) => targets.every((target) => target.state === 'succeeded' || target.state === 'failed'));
    onLongSleep = undefined;
    expect(done.map((target) => target.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const finishedAt = (target: (typeof done)[number]) => target.finished_at?.getTime() ?? 0;
    const late = done.find((target) => target.external_ad_account_id === throttled);
    for (const target of others(done)) expect(finishedAt(target)).toBeLessThan(finishedAt(late ?? target));
    const { counters } = await app.control('GET', '/calls?limit=1');
    expect(counters.throttled).toBeGreaterThan(0);

    const accountTree = await tree(app, throttled);
    const campaigns = accountTree.campaigns.filter((campaign: any) => campaign.name === late?.campaign_name);
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0].adsets).toHaveLength(3);
    expect(campaigns[0].adsets.flatMap((adset: any) => adset.ads)).toHaveLength(6);
    const failures = await db.selectFrom('audit_log').select('metadata').where('action', '=', 'clone.account_failed').execute();
    expect(failures.filter((row) => (row.metadata as { batchId?: string }).batchId === batchId)).toEqual([]);
  });

  it('each job reuses what the batch start read its account may use; only an account the start could not read is read again', async () => {
    const db = database().db;
    const keys = ['us', 'jp'] as const;
    const unread = acts.jp ?? '';
    const [pixelId] = await idsOf(unread, 'adspixels');
    const [pageId] = await idsOf(unread, 'promote_pages');
    await app.control('DELETE', '/calls');
    // Meta misses the start's read of one account's audiences once: that target keeps no stored answer.
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: `${unread}/customaudiences`, method: 'GET', times: 1 }] });
    try {
      const caller = callerAs({ ...testDeps(db, { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
      const { batchId } = ran(await caller.clone.start({
        campaignId: source.campaignId,
        nameTemplate: '{name} · reused – {account}',
        budgetType: 'daily',
        dailyBudget: 50000,
        targetAccounts: keys.map((key) => acts[key] ?? ''),
        pixelId,
        pageId,
      }));
      const stored = await db.selectFrom('clone_targets').select(['external_ad_account_id', 'usable']).where('batch_id', '=', batchId).execute();
      const usableOf = (act: string) => stored.find((target) => target.external_ad_account_id === act)?.usable;
      expect(usableOf(acts.us ?? '')?.pixels.length).toBeGreaterThan(0);
      expect(usableOf(unread)).toBeNull();

      const states = await vi.waitFor(
        async () => {
          const states = (await db.selectFrom('clone_targets').select('state').where('batch_id', '=', batchId).execute()).map((target) => target.state);
          if (!states.every((state) => state === 'succeeded' || state === 'failed')) throw new Error(`the targets never finished: ${states.join(', ')}`);
          return states;
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(states).toEqual(['succeeded', 'succeeded']);
      const calls = (await app.control('GET', '/calls?limit=100000')).data as Array<{ method: string; path: string }>;
      const reads = (act: string, edge: string) => calls.filter((call) => call.method === 'GET' && call.path.endsWith(`${act}/${edge}`)).length;
      // The read account: the start's one read of each list, none by its job.
      expect([reads(acts.us ?? '', 'adspixels'), reads(acts.us ?? '', 'promote_pages'), reads(acts.us ?? '', 'customaudiences')]).toEqual([1, 1, 1]);
      // The unread account: the start's failed read, then its job's own.
      expect([reads(unread, 'adspixels'), reads(unread, 'customaudiences')]).toEqual([2, 2]);
    } finally {
      await app.control('PUT', '/faults', { errors: [] });
    }
  });
});
