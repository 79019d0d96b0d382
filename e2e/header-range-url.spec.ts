import { formatMoney, moneyLocale } from '@adfleet/core/money';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { appClockSpan, oneOf, sandboxAccountSpend } from './support/account-days.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: { nav: 'Main navigation', range: 'Date range', last30: 'Last 30 days', reports: 'Reports', dashboard: 'Dashboard', account: 'Account' },
  es: { nav: 'Navegación principal', range: 'Rango de fechas', last30: 'Últimos 30 días', reports: 'Informes', dashboard: 'Panel', account: 'Cuenta' },
} as const;

/** What the dashboard shows for the range: the header's label, the spend per currency, and each account's spend. */
async function figures(page: Page, language: 'en' | 'es') {
  const table = page.getByTestId('account-performance-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  return {
    label: await page.getByRole('button', { name: new RegExp(`^${TEXTS[language].range}: `) }).getAttribute('aria-label'),
    totals: await page.getByTestId('spend-summary').locator('[data-testid^=spend-]').allTextContents(),
    rows: await table.locator('tbody tr').allInnerTexts(),
  };
}

for (const language of journeyLanguages('en')) {
  test(`${language}: the header's range and the table's order live in the URL: reload, sidebar and a shared link keep them`, async ({ page, browser, request, meta, login, connectFacebook }, testInfo) => {
    test.setTimeout(150_000);
    // Before any page counts its days (account-days.ts).
    const span = await appClockSpan(request, testInfo);
    const text = TEXTS[language];
    const { token } = await login({ language });
    await connectFacebook();
    await page.goto(`/dashboard?lng=${language}`);

    // Picking a range in the header writes it to the URL, in place (Back still leaves the dashboard).
    await page.getByRole('button', { name: new RegExp(`^${text.range}: `) }).click();
    await page.getByRole('button', { name: text.last30, exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=last30Days/);
    await expect(page.getByRole('button', { name: `${text.range}: ${text.last30}` })).toBeVisible();

    // The figures are the sandbox's for those 30 days: the 30 whole days before today in the account's own calendar.
    const usStore = meta.accounts.find((account) => account.currency === 'USD' && account.account_status === 1);
    if (!usStore) throw new Error('no active USD account in the sandbox');
    const spends = await sandboxAccountSpend(request, meta.token, usStore, 'last30Days', span);
    const expected = oneOf(spends.map((spend) => formatMoney(spend, 'USD', moneyLocale(language))));
    const table = page.getByTestId('account-performance-table');
    await expect(table.locator('tbody tr').filter({ hasText: usStore.name }).locator('td[data-column=spend]')).toHaveText(expected);

    // The table's order is in the URL too.
    await table.getByRole('button', { name: text.account, exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    await expect(page).toHaveURL(/[?&]dir=asc(&|$)/);
    await expect(table.getByRole('columnheader', { name: text.account })).toHaveAttribute('aria-sort', 'ascending');
    const shown = await figures(page, language);

    // A reload shows the same range, order and figures.
    await page.reload();
    await expect(table.getByRole('columnheader', { name: text.account })).toHaveAttribute('aria-sort', 'ascending');
    expect(await figures(page, language)).toEqual(shown);
    const shared = page.url();

    // Moving through the sidebar keeps the range.
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.reports }).click();
    await expect(page).toHaveURL(/\/reports\?(.*&)?range=last30Days/);
    await expect(page.getByRole('button', { name: `${text.range}: ${text.last30}` })).toBeVisible();
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.dashboard }).click();
    await expect(page).toHaveURL(/\/dashboard\?(.*&)?range=last30Days/);
    await expect(page.getByRole('button', { name: `${text.range}: ${text.last30}` })).toBeVisible();

    // A shared link opened in a fresh browser shows the same.
    const fresh = await browser.newContext();
    await fresh.addInitScript((value) => localStorage.setItem('token', value), token);
    const other = await fresh.newPage();
    await other.goto(shared);
    await expect(other.getByTestId('account-performance-table').getByRole('columnheader', { name: text.account })).toHaveAttribute('aria-sort', 'ascending');
    expect(await figures(other, language)).toEqual(shown);

    // A link with a range the app cannot read falls back to the default, 'Last 7 days', without an error.
    await other.goto(`/dashboard?lng=${language}&range=lastCentury&from=2025-02-30&to=2025-03-02`);
    await expect(other.getByRole('button', { name: new RegExp(`^${text.range}: ${language === 'en' ? 'Last 7 days' : 'Últimos 7 días'}$`) })).toBeVisible();
    await fresh.close();
  });
}
