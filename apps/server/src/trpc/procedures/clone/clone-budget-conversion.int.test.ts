import { upsertExchangeRates } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { createSourceCampaign } from './clone-fixture.ts';

/**
 * The Duplicator's budget from a GBP source, pre-filled in each target converted at the day's rate and rounded to a
 * step a person would type. The server's clock is frozen on a day before the bundled sandbox rates begin, so only the
 * rates seeded here apply: the day's own are those of the 13th (the latest on or before the 15th), never the 16th's.
 */
describe('clone budgets converted into each target currency', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  const TODAY = new Date('2025-06-15T12:00:00Z');

  const caller = () => callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs, now: () => TODAY }, owner.token);

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('converter', { ip: '10.5.0.9', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner);
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      const key = account.name.includes('UK Outdoor') ? 'uk' : account.name.includes('EU Fashion') ? 'eu' : account.name.includes('Tokyo') ? 'jp' : account.name.includes('Bogotá') ? 'co' : account.name.includes('México') ? 'mx' : '';
      if (key) acts[key] = account.id;
    }
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.uk ?? '', 'Converted Source');
    const synced = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(synced.status).toBe(200);
    await settledSyncRuns(database().db, owner);
    // Units per euro. No MXN rate exists this early: México's budget cannot be converted.
    const day = (date: string, gbp: string, jpy: string, cop: string) => [
      { day: date, currency: 'GBP', perEur: gbp },
      { day: date, currency: 'JPY', perEur: jpy },
      { day: date, currency: 'COP', perEur: cop },
    ];
    await database()
      .db.transaction()
      .execute((trx) => upsertExchangeRates(trx, [...day('2025-06-11', '0.80', '150', '4000'), ...day('2025-06-13', '0.85', '162.5', '4410'), ...day('2025-06-16', '0.90', '170', '4500')], 'test'));
  }, 120_000);
  afterAll(() => app.close());

  it('pre-fills each account with £32 converted at the latest rate on or before today, rounded to three figures', async () => {
    const result = await caller().clone.preflight({
      campaignId: source.campaignId,
      budgetType: 'daily',
      dailyBudget: 3200,
      budgetCurrency: 'GBP',
      targetAccounts: ['uk', 'eu', 'jp', 'co', 'mx'].map((key) => acts[key] ?? ''),
    });
    const row = (key: string) => result.targets.find((target) => target.adAccountId === acts[key]);
    const from = { amount: 32, currency: 'GBP' };
    // £32 ÷ 0.85 = €37.647…: €37.60. 32 × 162.5 ÷ 0.85 = ¥6,117.6…: ¥6,120. 32 × 4,410 ÷ 0.85 = COP 166,023.5…: COP 166,000.
    expect(row('eu')?.budgetConversion).toEqual({ kind: 'converted', from, amount: 37.6, rate: expect.closeTo(1.17647, 5) as number, day: '2025-06-13' });
    expect(row('jp')?.budgetConversion).toEqual({ kind: 'converted', from, amount: 6120, rate: expect.closeTo(191.17647, 5) as number, day: '2025-06-13' });
    expect(row('co')?.budgetConversion).toEqual({ kind: 'converted', from, amount: 166_000, rate: expect.closeTo(5188.23529, 5) as number, day: '2025-06-13' });
    // The source's own currency: nothing to convert.
    expect(row('uk')?.budgetConversion).toBeNull();
    // Each converted amount clears its account's minimum (150 yen, 4,000 pesos): no budget problem.
    for (const key of ['uk', 'eu', 'jp', 'co']) expect(row(key)?.problems.map((problem) => problem.code)).not.toContain('preflightBudgetBelowMinimum');
    // No rate for pesos mexicanos: the figure is never copied, and the row asks for the account's own amount.
    expect(row('mx')?.budgetConversion).toEqual({ kind: 'noRate', from });
    expect(row('mx')?.problems).toContainEqual({ code: 'preflightBudgetNoRate', params: { account: row('mx')?.accountName, from: 'GBP', currency: 'MXN' } });
  }, 60_000);

  it("checks an account's own amount instead, the conversion still told beside it", async () => {
    const result = await caller().clone.preflight({
      campaignId: source.campaignId,
      budgetType: 'daily',
      dailyBudget: 3200,
      budgetCurrency: 'GBP',
      targetAccounts: [acts.co ?? '', acts.mx ?? ''],
      // 3,000 pesos, under Bogotá's minimum; 700 pesos mexicanos for México, which has no rate.
      targets: [
        { adAccountId: acts.co ?? '', budget: 300_000 },
        { adAccountId: acts.mx ?? '', budget: 70_000 },
      ],
    });
    const [co, mx] = result.targets;
    expect(co?.budgetConversion).toMatchObject({ kind: 'converted', amount: 166_000 });
    expect(co?.problems).toContainEqual(expect.objectContaining({ code: 'preflightBudgetBelowMinimum', params: expect.objectContaining({ budget: { money: { amount: 3000, currency: 'COP' } } }) as unknown }));
    expect(mx?.problems.map((problem) => problem.code)).not.toContain('preflightBudgetNoRate');
  }, 60_000);
});
