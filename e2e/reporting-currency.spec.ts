import { formatMoney, moneyLocale } from '@adfleet/core/money';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import bundled from '../packages/core/src/currency/bundled-rates.json' with { type: 'json' };
import { accountPresetDays, appClockSpan, oneOf, sandboxDailySpend } from './support/account-days.ts';

const TEXT = {
  en: { converted: (currency: string) => `Converted to ${currency} at daily rates`, change: 'change' },
  es: { converted: (currency: string) => `Convertido a ${currency} con el tipo de cambio de cada día`, change: 'cambiar' },
} as const;

/**
 * Units of a currency per euro on a day, from the bundled table sandbox mode stores (one value per month): the day's
 * month, else the latest month before it, as the app converts a day without a rate of its own.
 */
function perEur(currency: string, day: string): number {
  if (currency === 'EUR') return 1;
  const months = bundled.monthly as Record<string, Record<string, number>>;
  const month = Object.keys(months).filter((candidate) => candidate <= day.slice(0, 7)).sort().at(-1);
  const rate = month === undefined ? undefined : months[month]?.[currency];
  if (rate === undefined) throw new Error(`no bundled rate for ${currency} on ${day}`);
  return rate;
}

async function chooseCurrency(page: Page, change: string, currency: string) {
  await page.getByTestId('reporting-currency-select').filter({ hasText: change }).click();
  await page.getByRole('option', { name: new RegExp(`^${currency} · `) }).click();
}

test("the headline spend is every account's spend of the range converted day by day with the bundled rates, in English and Spanish", async ({ page, request, meta, login, connectFacebook }, testInfo) => {
  test.setTimeout(120_000);
  // Before any page counts its days (account-days.ts).
  const span = await appClockSpan(request, testInfo);
  await login();
  await connectFacebook();

  // The hand computation: the sandbox's own daily spend of each account over 'Last 7 days' (the seven whole days
  // before today in the account's own calendar, at either end of the journey's span), each day converted through
  // the euro at that day's bundled rate.
  const spans: Array<Array<{ day: string; currency: string; spend: number }>> = [];
  const sameDays = meta.accounts.every((account) => JSON.stringify(accountPresetDays(account, 'last7Days', span.from)) === JSON.stringify(accountPresetDays(account, 'last7Days', span.to)));
  for (const now of sameDays ? [span.from] : [span.from, span.to]) {
    const days: Array<{ day: string; currency: string; spend: number }> = [];
    for (const account of meta.accounts) {
      for (const row of await sandboxDailySpend(request, meta.token, account.id, accountPresetDays(account, 'last7Days', now))) days.push({ ...row, currency: account.currency });
    }
    expect(new Set(days.map((row) => row.currency)).size).toBeGreaterThan(2);
    spans.push(days);
  }
  const inCurrency = (days: Array<{ day: string; currency: string; spend: number }>, target: string) =>
    Math.round(days.reduce((sum, row) => sum + (row.spend / perEur(row.currency, row.day)) * perEur(target, row.day), 0) * 100) / 100;

  for (const [language, target] of [['en', 'EUR'], ['es', 'USD']] as const) {
    await page.goto(`/dashboard?lng=${language}`);
    await expect(page.getByTestId('converted-to')).toBeVisible();
    await chooseCurrency(page, TEXT[language].change, target);
    await expect(page.getByTestId('converted-to')).toHaveText(TEXT[language].converted(target));
    await expect(page.getByTestId('kpi-spend').locator('p').nth(1)).toHaveText(oneOf(spans.map((days) => formatMoney(inCurrency(days, target), target, moneyLocale(language)))));
    // The choice is the user's, kept by the server: a reload converts to it again.
    await page.reload();
    await expect(page.getByTestId('converted-to')).toHaveText(TEXT[language].converted(target));
  }
});
