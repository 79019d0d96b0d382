import { formatMoney, moneyLocale } from '@adfleet/core/money';
import { expect, type Page, test } from '@playwright/test';
import bundled from '../packages/core/src/currency/bundled-rates.json' with { type: 'json' };
import { accountPresetDays, sandboxDailySpend } from './support/account-days.ts';
import { ownAddress } from './support/client-address.ts';
import { connectFacebookInSandbox, registerThroughScreen, sandboxWorld } from './support/sandbox-journey.ts';

test.use(ownAddress('reporting-currency'));

const TEXT = {
  en: { converted: (currency: string) => `Converted to ${currency} at daily rates`, change: 'change' },
  es: { converted: (currency: string) => `Convertido a ${currency} con el tipo de cambio de cada día`, change: 'cambiar' },
} as const;

/** Units of a currency per euro on a day, from the bundled table sandbox mode stores (one value per month). */
function perEur(currency: string, day: string): number {
  if (currency === 'EUR') return 1;
  const rate = (bundled.monthly as Record<string, Record<string, number>>)[day.slice(0, 7)]?.[currency];
  if (rate === undefined) throw new Error(`no bundled rate for ${currency} on ${day}`);
  return rate;
}

async function chooseCurrency(page: Page, change: string, currency: string) {
  await page.getByTestId('reporting-currency-select').filter({ hasText: change }).click();
  await page.getByRole('option', { name: new RegExp(`^${currency} · `) }).click();
}

test("the headline spend is every account's spend of the range converted day by day with the bundled rates, in English and Spanish", async ({ page, request }) => {
  test.setTimeout(120_000);
  const sandbox = await sandboxWorld(request);
  await registerThroughScreen(page, 'fx');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
  await connectFacebookInSandbox(page, sandbox.user.name);

  // The hand computation: the sandbox's own daily spend of each account over 'Last 7 days' (the seven whole days
  // before today in the account's own calendar), each day converted through the euro at that day's bundled rate.
  const days: Array<{ day: string; currency: string; spend: number }> = [];
  for (const account of sandbox.accounts) {
    for (const row of await sandboxDailySpend(request, sandbox.token, account.id, accountPresetDays(account, 'last7Days'))) days.push({ ...row, currency: account.currency });
  }
  const inCurrency = (target: string) => Math.round(days.reduce((sum, row) => sum + (row.spend / perEur(row.currency, row.day)) * perEur(target, row.day), 0) * 100) / 100;
  expect(new Set(days.map((row) => row.currency)).size).toBeGreaterThan(2);

  for (const [language, target] of [['en', 'EUR'], ['es', 'USD']] as const) {
    await page.goto(`/dashboard?lng=${language}`);
    await expect(page.getByTestId('converted-to')).toBeVisible();
    await chooseCurrency(page, TEXT[language].change, target);
    await expect(page.getByTestId('converted-to')).toHaveText(TEXT[language].converted(target));
    await expect(page.getByTestId('kpi-spend').locator('p').nth(1)).toHaveText(formatMoney(inCurrency(target), target, moneyLocale(language)));
    // The choice is the user's, kept by the server: a reload converts to it again.
    await page.reload();
    await expect(page.getByTestId('converted-to')).toHaveText(TEXT[language].converted(target));
  }
});
