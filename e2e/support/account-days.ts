import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import { escapeRegExp, SANDBOX_GRAPH, type SandboxAccount } from './sandbox-journey.ts';

/**
 * The days a date preset covers for one ad account, as Ads Manager counts them: in the account's own time zone.
 * Reckoned here on their own, from the platform's meanings, so the journeys hold the app's figures against an
 * independent count rather than against the app's own date code.
 */
export type AccountPreset = 'today' | 'yesterday' | 'last7Days' | 'last14Days' | 'last30Days' | 'last90Days' | 'thisMonth' | 'lastMonth';

/** Inclusive YYYY-MM-DD bounds, named as the Graph API's time_range names them. */
export interface AccountDays {
  since: string;
  until: string;
}

/**
 * The stretch of the app's clock in which a journey reads its pages: from the app's own time now (its answers' Date
 * header) to the latest the test may still run. The app counts a preset's days when it answers, somewhere in it; a
 * midnight in an account's time zone may fall inside, so a journey reckons the days at both ends and accepts either
 * count. Never the hour it runs, then: both ends are right answers for some moment of the journey.
 */
export interface ClockSpan {
  from: Date;
  to: Date;
}

export async function appClockSpan(request: APIRequestContext, testInfo: TestInfo): Promise<ClockSpan> {
  const answer = await request.get('/api/health/database');
  const date = answer.headers()['date'];
  if (!date) throw new Error('the app sent no Date header');
  const from = new Date(date);
  return { from, to: new Date(from.getTime() + testInfo.timeout) };
}

/** The account's calendar date at `now` in its time zone ('en-CA' writes dates as YYYY-MM-DD). */
function accountToday(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date moved by whole days (reckoned in UTC, where every day has 24 hours). */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const LAST_N_DAYS: Partial<Record<AccountPreset, number>> = { last7Days: 7, last14Days: 14, last30Days: 30, last90Days: 90 };

/**
 * A preset's days for an account whose today is `today`: Today; Yesterday is one day; Last N days are the N whole
 * days ending yesterday; This month runs from the 1st to today; Last month is the whole month before.
 */
function presetDays(preset: AccountPreset, today: string): AccountDays {
  const count = LAST_N_DAYS[preset];
  if (count !== undefined) return { since: shiftDay(today, -count), until: shiftDay(today, -1) };
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { since: today, until: today };
    case 'yesterday':
      return { since: shiftDay(today, -1), until: shiftDay(today, -1) };
    case 'thisMonth':
      return { since: firstOfMonth, until: today };
    default: {
      const lastOfPrevious = shiftDay(firstOfMonth, -1);
      return { since: `${lastOfPrevious.slice(0, 8)}01`, until: lastOfPrevious };
    }
  }
}

/** The preset's days in this account's own calendar, at `now`. */
export function accountPresetDays(account: Pick<SandboxAccount, 'timezone_name'>, preset: AccountPreset, now: Date): AccountDays {
  return presetDays(preset, accountToday(account.timezone_name, now));
}

/** One day of an account's delivery, as the sandbox reports it (days without delivery have no row). */
export interface SandboxDay {
  day: string;
  /** Major units of the account's currency. */
  spend: number;
}

/** The sandbox's own per-day insights of one account over `days`, every page of them. */
export async function sandboxDailySpend(request: APIRequestContext, token: string, accountId: string, days: AccountDays): Promise<SandboxDay[]> {
  const rows: SandboxDay[] = [];
  let next: string | undefined = `${SANDBOX_GRAPH}/${accountId}/insights`;
  let params: Record<string, string> | undefined = { fields: 'spend', time_range: JSON.stringify(days), time_increment: '1', limit: '100', access_token: token };
  while (next) {
    const answer = await request.get(next, params ? { params } : {});
    expect(answer.ok()).toBe(true);
    const page = (await answer.json()) as { data: Array<{ spend: string; date_start: string }>; paging?: { next?: string } };
    for (const row of page.data) rows.push({ day: row.date_start, spend: Number(row.spend) });
    // `next` is an absolute link that carries every parameter itself.
    next = page.paging?.next;
    params = undefined;
  }
  return rows;
}

/** A sum of major-unit amounts, counted in hundredths so that adding many days leaves no floating-point dust. */
function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

/** One account's spend over a preset as the sandbox reports it, at each end of `span` (once when both ends agree). */
export async function sandboxAccountSpend(request: APIRequestContext, token: string, account: SandboxAccount, preset: AccountPreset, span: ClockSpan): Promise<number[]> {
  const spends: number[] = [];
  for (const days of uniqueDays([span.from, span.to].map((now) => accountPresetDays(account, preset, now)))) {
    spends.push(sumMoney((await sandboxDailySpend(request, token, account.id, days)).map((day) => day.spend)));
  }
  return spends;
}

/**
 * Each currency's spend over a preset, every account summed over its own days, as the sandbox reports it, at each
 * end of `span`: the accounts whose midnight falls inside it pass it together (their zones share the instant).
 */
export async function sandboxSpendByCurrency(request: APIRequestContext, token: string, accounts: readonly SandboxAccount[], preset: AccountPreset, span: ClockSpan): Promise<Map<string, number[]>> {
  const atEnds = [new Map<string, number>(), new Map<string, number>()];
  for (const account of accounts) {
    const [first = 0, last = first] = await sandboxAccountSpend(request, token, account, preset, span);
    for (const [end, spend] of [first, last].entries()) atEnds[end]?.set(account.currency, sumMoney([atEnds[end]?.get(account.currency) ?? 0, spend]));
  }
  const totals = new Map<string, number[]>();
  for (const [currency, spend] of atEnds[0] ?? []) totals.set(currency, [...new Set([spend, atEnds[1]?.get(currency) ?? spend])]);
  return totals;
}

function uniqueDays(ranges: AccountDays[]): AccountDays[] {
  return ranges.filter((range, index) => ranges.findIndex((other) => other.since === range.since && other.until === range.until) === index);
}

/** Any of `texts`, whole: what a figure may read when it may have been counted at either end of a clock span. */
export function oneOf(texts: readonly string[]): RegExp {
  return new RegExp(`^(${texts.map(escapeRegExp).join('|')})$`);
}
