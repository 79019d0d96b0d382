import type { SandboxedServer } from './sandboxed-server.ts';

export function addDaysForTest(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export interface CurrencyTotals {
  spend: number;
  impressions: number;
  clicks: number;
}

/** What the sandbox itself reports for these accounts over a range (account level, one row each), per currency. */
export async function currencyTotalsFromSandbox(
  app: SandboxedServer,
  accessToken: string,
  accounts: ReadonlyArray<{ ad_account_id: string; currency: string }>,
  since: string,
  until: string,
): Promise<Map<string, CurrencyTotals>> {
  const totals = new Map<string, CurrencyTotals>();
  for (const account of accounts) {
    const answer = await app.graphGet(`${account.ad_account_id}/insights`, {
      access_token: accessToken,
      level: 'account',
      fields: 'spend,impressions,clicks',
      time_range: JSON.stringify({ since, until }),
    });
    const row = (answer.data as Array<{ spend?: string; impressions?: string; clicks?: string }>)[0];
    if (!row) continue;
    const current = totals.get(account.currency) ?? { spend: 0, impressions: 0, clicks: 0 };
    current.spend += Number(row.spend ?? 0);
    current.impressions += Number(row.impressions ?? 0);
    current.clicks += Number(row.clicks ?? 0);
    totals.set(account.currency, current);
  }
  return totals;
}
