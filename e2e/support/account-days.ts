import { type APIRequestContext, expect } from '@playwright/test';
import { SANDBOX_GRAPH, type SandboxAccount } from './sandbox-journey.ts';

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

/** The account's calendar date at `now` in its time zone ('en-CA' writes dates as YYYY-MM-DD). */
function accountToday(timeZone: string, now: Date = new Date()): string {
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
export function accountPresetDays(account: Pick<SandboxAccount, 'timezone_name'>, preset: AccountPreset, now: Date = new Date()): AccountDays {
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

/** One account's spend over a preset, summed over its own days (at `now`), as the sandbox reports it. */
export async function sandboxAccountSpend(request: APIRequestContext, token: string, account: SandboxAccount, preset: AccountPreset, now: Date = new Date()): Promise<number> {
  const days = await sandboxDailySpend(request, token, account.id, accountPresetDays(account, preset, now));
  return sumMoney(days.map((day) => day.spend));
}

/** Each currency's spend over a preset, every account summed over its own days (at `now`), as the sandbox reports it. */
export async function sandboxSpendByCurrency(
  request: APIRequestContext,
  token: string,
  accounts: readonly SandboxAccount[],
  preset: AccountPreset,
  now: Date = new Date(),
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const account of accounts) {
    const spend = await sandboxAccountSpend(request, token, account, preset, now);
    totals.set(account.currency, sumMoney([totals.get(account.currency) ?? 0, spend]));
  }
  return totals;
}
