import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

/**
 * 04:30 UTC on Sunday 1 November 2026. Tokyo (13:30), Madrid (05:30, CET since 25 Oct), London (04:30, GMT since
 * 25 Oct) and New York (00:30) are on 1 Nov; Bogotá (23:30), Mexico City (22:30) and Los Angeles (21:30) are still on
 * 31 Oct. New York leaves daylight time at 06:00 UTC that day: on its standard offset (UTC−5, Bogotá's) it would still
 * be 31 Oct, so only the zone's own rules put it a day ahead of Bogotá.
 */
const NOW = new Date('2026-11-01T04:30:00Z');
const AHEAD = ['Asia/Tokyo', 'Europe/Madrid', 'Europe/London', 'America/New_York'];
const BEHIND = ['America/Bogota', 'America/Mexico_City', 'America/Los_Angeles'];

type Days = readonly [from: string, to: string];
type Preset = 'today' | 'yesterday' | 'last7Days' | 'last14Days' | 'last30Days' | 'last90Days' | 'thisMonth' | 'lastMonth' | 'maximum';
interface PresetDays {
  ahead: Days;
  behind: Days;
  /** The period of the same length directly before, per account; none for Maximum (it would start past Meta's 37 months). */
  previous?: { ahead: Days; behind: Days };
}

/** Each preset's days, written out by hand from Ads Manager's meanings for an account on 1 Nov and one on 31 Oct. */
const TABLE: Record<Preset, PresetDays> = {
  today: { ahead: ['2026-11-01', '2026-11-01'], behind: ['2026-10-31', '2026-10-31'], previous: { ahead: ['2026-10-31', '2026-10-31'], behind: ['2026-10-30', '2026-10-30'] } },
  yesterday: { ahead: ['2026-10-31', '2026-10-31'], behind: ['2026-10-30', '2026-10-30'], previous: { ahead: ['2026-10-30', '2026-10-30'], behind: ['2026-10-29', '2026-10-29'] } },
  last7Days: { ahead: ['2026-10-25', '2026-10-31'], behind: ['2026-10-24', '2026-10-30'], previous: { ahead: ['2026-10-18', '2026-10-24'], behind: ['2026-10-17', '2026-10-23'] } },
  last14Days: { ahead: ['2026-10-18', '2026-10-31'], behind: ['2026-10-17', '2026-10-30'], previous: { ahead: ['2026-10-04', '2026-10-17'], behind: ['2026-10-03', '2026-10-16'] } },
  last30Days: { ahead: ['2026-10-02', '2026-10-31'], behind: ['2026-10-01', '2026-10-30'], previous: { ahead: ['2026-09-02', '2026-10-01'], behind: ['2026-09-01', '2026-09-30'] } },
  last90Days: { ahead: ['2026-08-03', '2026-10-31'], behind: ['2026-08-02', '2026-10-30'], previous: { ahead: ['2026-05-05', '2026-08-02'], behind: ['2026-05-04', '2026-08-01'] } },
  // This month is 1 Nov where it is 1 Nov, and all of October where it is still 31 Oct.
  thisMonth: { ahead: ['2026-11-01', '2026-11-01'], behind: ['2026-10-01', '2026-10-31'], previous: { ahead: ['2026-10-31', '2026-10-31'], behind: ['2026-08-31', '2026-09-30'] } },
  lastMonth: { ahead: ['2026-10-01', '2026-10-31'], behind: ['2026-09-01', '2026-09-30'], previous: { ahead: ['2026-08-31', '2026-09-30'], behind: ['2026-08-02', '2026-08-31'] } },
  // 37 months back, the day Meta still answers: 1 Oct 2023, and 30 Sep 2023 (31 Sep is not a day).
  maximum: { ahead: ['2023-10-01', '2026-11-01'], behind: ['2023-09-30', '2026-10-31'] },
};
const PRESETS = Object.keys(TABLE) as Preset[];
/** A custom range is the same calendar days for every account, whatever its zone. */
const CUSTOM = { from: '2026-10-25', to: '2026-10-31' } as const;

interface Figures {
  spend: number;
  impressions: number;
  clicks: number;
  /** Days with delivery: Meta (and AdFleet) keep no row for a day without. */
  days: number;
}
interface Account {
  id: string;
  adAccountId: string;
  name: string;
  currency: string;
  timeZone: string;
  /** The sandbox's own insights, one row per delivered day (time_increment=1). */
  daily: Map<string, Omit<Figures, 'days'>>;
}

const sumOver = (account: Account, [from, to]: Days): Figures => {
  const sum = { spend: 0, impressions: 0, clicks: 0, days: 0 };
  for (const [date, day] of account.daily) {
    if (date < from || date > to) continue;
    sum.spend += day.spend;
    sum.impressions += day.impressions;
    sum.clicks += day.clicks;
    sum.days += 1;
  }
  return sum;
};

const sideOf = (account: Account): 'ahead' | 'behind' => (AHEAD.includes(account.timeZone) ? 'ahead' : 'behind');

/** Per currency, each account's own days summed; a currency without a delivered day has no row, as in AdFleet. */
function byCurrency(accounts: readonly Account[], daysOf: (account: Account) => Days) {
  const totals = new Map<string, Figures & { accounts: number }>();
  for (const account of accounts) {
    const figures = sumOver(account, daysOf(account));
    if (figures.days === 0) continue;
    const total = totals.get(account.currency) ?? { spend: 0, impressions: 0, clicks: 0, days: 0, accounts: 0 };
    total.spend += figures.spend;
    total.impressions += figures.impressions;
    total.clicks += figures.clicks;
    total.days += figures.days;
    total.accounts += 1;
    totals.set(account.currency, total);
  }
  return totals;
}

/** What a row shows against the figures expected of it. */
function expectFigures(actual: { spend: number; impressions: number; clicks: number }, expected: Omit<Figures, 'days'>, label: string) {
  expect(actual.spend, `${label} spend`).toBeCloseTo(expected.spend, 2);
  expect(actual.impressions, `${label} impressions`).toBe(expected.impressions);
  expect(actual.clicks, `${label} clicks`).toBe(expected.clicks);
}

const span = (preset: PresetDays, of: 'current' | 'previous') => {
  const days = of === 'current' ? preset : preset.previous!;
  return { from: days.behind[0] < days.ahead[0] ? days.behind[0] : days.ahead[0], to: days.behind[1] > days.ahead[1] ? days.behind[1] : days.ahead[1] };
};

describe('date presets over accounts in seven time zones: each account’s own days, as Ads Manager counts them', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  let token = '';
  const accounts: Account[] = [];

  beforeAll(async () => {
    // One clock for the server, the sandbox it mounts (Meta's "today" per account) and the worker that syncs.
    app = await startSandboxedServer({ connectionString: database().connectionString, now: () => NOW, workerClock: false });
    await app.startWorker();
    const owner = await app.registerConnected('preset-owner', { ip: '10.74.0.1', persona: 'Ana' });
    token = owner.token;
    const anaToken = await app.mintToken('Ana');
    const listed = (await app.graphGet('me/adaccounts', { access_token: anaToken, fields: 'id', limit: '100' })).data as unknown[];
    // Connecting queues one run per ad account.
    await settledSyncRuns(database().db, owner, { atLeast: listed.length, timeoutMs: 90_000 });

    const stored = await database()
      .db.selectFrom('ad_accounts')
      .select(['id', 'ad_account_id', 'name', 'currency', 'timezone_name'])
      .where('workspace_id', '=', owner.workspaceId)
      .orderBy('name')
      .execute();
    for (const row of stored) {
      const account: Account = { id: row.id, adAccountId: row.ad_account_id, name: row.name, currency: row.currency, timeZone: row.timezone_name ?? 'UTC', daily: new Map() };
      const preset = TABLE.maximum[sideOf(account)];
      // Ads Manager's per-day view of the account, from the earliest day any preset here reads to its today.
      let page: { data: Array<{ date_start: string; spend?: string; impressions?: string; clicks?: string }>; paging?: { next?: string } } = await app.graphGet(
        `${row.ad_account_id}/insights`,
        { access_token: anaToken, level: 'account', fields: 'spend,impressions,clicks', time_increment: '1', time_range: JSON.stringify({ since: preset[0], until: preset[1] }), limit: '500' },
      );
      for (;;) {
        for (const day of page.data) {
          account.daily.set(day.date_start, { spend: Number(day.spend ?? 0), impressions: Number(day.impressions ?? 0), clicks: Number(day.clicks ?? 0) });
        }
        if (!page.paging?.next) break;
        page = (await (await fetch(page.paging.next)).json()) as typeof page;
      }
      accounts.push(account);
    }
  }, 150_000);
  afterAll(() => app?.close());

  const caller = () => callerAs({ ...testDeps(database().db), now: () => NOW }, token);

  it('syncs accounts whose days differ at this instant: four on 1 Nov, three on 31 Oct, USD on both', () => {
    const zones = new Set(accounts.map((account) => account.timeZone));
    for (const zone of ['Asia/Tokyo', 'America/Bogota', 'America/Los_Angeles', 'America/New_York']) expect(zones).toContain(zone);
    expect([...zones].every((zone) => AHEAD.includes(zone) || BEHIND.includes(zone))).toBe(true);
    // USD is held both ahead (New York) and behind (Los Angeles): its total mixes two calendars.
    expect(new Set(accounts.filter((account) => account.currency === 'USD').map(sideOf))).toEqual(new Set(['ahead', 'behind']));
    expect(accounts.every((account) => account.daily.size > 0)).toBe(true);
  });

  it.each(PRESETS)('%s: the dashboard’s totals per currency sum each account’s own days', async (preset) => {
    const days = TABLE[preset];
    const expected = byCurrency(accounts, (account) => days[sideOf(account)]);
    const summary = await caller().dashboard.summary({ preset });
    expect(summary.days).toEqual(span(days, 'current'));
    expect(summary.currencies.map((row) => row.currency)).toEqual([...expected.keys()].sort());
    for (const row of summary.currencies) {
      expectFigures(row, expected.get(row.currency)!, `${preset} ${row.currency}`);
      expect(row.accounts, `${preset} ${row.currency} accounts`).toBe(expected.get(row.currency)!.accounts);
    }
    expect(summary.totals.impressions).toBe([...expected.values()].reduce((sum, total) => sum + total.impressions, 0));
  });

  it.each(PRESETS)('%s: each account’s row and its change against the period directly before', async (preset) => {
    const days = TABLE[preset];
    const table = await caller().dashboard.accounts({ preset });
    if (days.previous) expect(table.previous).toEqual(span(days, 'previous'));
    expect(table.accounts.map((row) => row.adAccountId).sort()).toEqual(accounts.map((account) => account.adAccountId).sort());
    for (const account of accounts) {
      const row = table.accounts.find((candidate) => candidate.adAccountId === account.adAccountId)!;
      const current = sumOver(account, days[sideOf(account)]);
      expectFigures(row, current, `${preset} ${account.name}`);
      if (!days.previous) continue;
      const before = sumOver(account, days.previous[sideOf(account)]);
      if (before.spend > 0) expect(row.spendChange, `${preset} ${account.name} change`).toBeCloseTo(((current.spend - before.spend) / before.spend) * 100, 6);
      else expect(row.spendChange, `${preset} ${account.name} change`).toBeNull();
    }
  });

  it.each(PRESETS)('%s: Reports by account and the CSV export read the same days', async (preset) => {
    const days = TABLE[preset];
    const report = await caller().reports.run({ preset, groupBy: 'account', sortBy: 'name', sortDir: 'asc' });
    expect(report.days).toEqual(span(days, 'current'));
    const delivering = accounts.filter((account) => sumOver(account, days[sideOf(account)]).days > 0);
    expect(report.rows.map((row) => row.key).sort()).toEqual(delivering.map((account) => account.id).sort());
    for (const account of delivering) expectFigures(report.rows.find((row) => row.key === account.id)!, sumOver(account, days[sideOf(account)]), `${preset} ${account.name}`);
    const expected = byCurrency(accounts, (account) => days[sideOf(account)]);
    expect(report.totals.map((total) => total.currency)).toEqual([...expected.keys()].sort());
    for (const total of report.totals) expectFigures(total, expected.get(total.currency)!, `${preset} ${total.currency} total`);

    const response = await fetch(`${app.baseUrl}/api/reports/export.csv?${new URLSearchParams({ preset, groupBy: 'account', sortBy: 'name', sortDir: 'asc' })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const [header = '', ...lines] = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const columns = header.split(',');
    const cell = (line: string, name: string) => line.split(',')[columns.indexOf(name)] ?? '';
    expect(lines.map((line) => cell(line, 'Ad account')).sort()).toEqual(delivering.map((account) => account.name).sort());
    for (const line of lines) {
      const account = accounts.find((candidate) => candidate.name === cell(line, 'Ad account'))!;
      expect(cell(line, 'Currency')).toBe(account.currency);
      expectFigures({ spend: Number(cell(line, 'Spend')), impressions: Number(cell(line, 'Impressions')), clicks: Number(cell(line, 'Clicks')) }, sumOver(account, days[sideOf(account)]), `${preset} CSV ${account.name}`);
    }
  });

  it('a custom range reads the same calendar days for every account, wherever its day is', async () => {
    const same: Days = [CUSTOM.from, CUSTOM.to];
    const expected = byCurrency(accounts, () => same);
    const summary = await caller().dashboard.summary(CUSTOM);
    expect(summary.days).toEqual(CUSTOM);
    expect(summary.currencies.map((row) => row.currency)).toEqual([...expected.keys()].sort());
    for (const row of summary.currencies) expectFigures(row, expected.get(row.currency)!, `custom ${row.currency}`);

    const table = await caller().dashboard.accounts(CUSTOM);
    expect(table.previous).toEqual({ from: '2026-10-18', to: '2026-10-24' });
    for (const account of accounts) expectFigures(table.accounts.find((row) => row.adAccountId === account.adAccountId)!, sumOver(account, same), `custom ${account.name}`);

    const report = await caller().reports.run({ ...CUSTOM, groupBy: 'day', sortBy: 'name', sortDir: 'asc' });
    expect([...new Set(report.rows.map((row) => row.date))].sort()).toEqual(['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31']);
    for (const total of report.totals) expectFigures(total, expected.get(total.currency)!, `custom report ${total.currency}`);
  });
});
