import { formatMoney, moneyLocale } from '@adfleet/core/money';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { appClockSpan, oneOf, sandboxAccountSpend } from './support/account-days.ts';
import { SANDBOX_GRAPH } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: { table: 'By ad account', details: 'Account details', readOnly: 'Read only (analyst)', left: /^\d+ % left$/ },
  es: { table: 'Por cuenta publicitaria', details: 'Detalles de las cuentas', readOnly: 'Solo lectura (analista)', left: /^Queda un \d+ %$/ },
} as const;

for (const language of journeyLanguages('en')) {
  test(`${language}: one account from the sidebar filters every card; /accounts groups by business with the API room left`, async ({ page, request, meta, login, connectFacebook }, testInfo) => {
    test.setTimeout(120_000);
    // Before any page counts its days (account-days.ts).
    const span = await appClockSpan(request, testInfo);
    const text = TEXTS[language];
    await login({ language });
    await connectFacebook();
    await page.goto(`/dashboard?lng=${language}`);

    // Every account has its row until one is chosen.
    const table = page.getByTestId('account-performance-table');
    await expect(page.getByRole('heading', { name: text.table })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(meta.accounts.length);

    // The US store shares USD with the disabled legacy account: filtered, the USD total is the store's alone.
    const usStore = meta.accounts.find((account) => account.currency === 'USD' && account.account_status === 1);
    if (!usStore) throw new Error('no active USD account in the sandbox');
    // 'Last 7 days', the default: the seven whole days before today in the store's own calendar.
    const spends = await sandboxAccountSpend(request, meta.token, usStore, 'last7Days', span);
    const expected = oneOf(spends.map((spend) => formatMoney(spend, 'USD', moneyLocale(language))));

    await page.getByTestId('sidebar-accounts').getByRole('link', { name: usStore.name }).click();
    await expect(page).toHaveURL(/[?&]accounts=/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first().getByRole('link')).toHaveText(usStore.name);
    await expect(table.locator('td[data-column=spend]')).toHaveText(expected);
    await expect(page.getByTestId('spend-USD')).toHaveText(expected);
    await expect(page.getByTestId('spend-EUR')).toHaveCount(0);
    // A reload (or a shared link) keeps the filter.
    await page.reload();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('filter-accounts')).toContainText(usStore.name);

    await checkAccountsPage(page, language, meta.token, request);
  });
}

async function checkAccountsPage(page: Page, language: 'en' | 'es', token: string, request: APIRequestContext) {
  const text = TEXTS[language];
  const listed = await request.get(`${SANDBOX_GRAPH}/me/adaccounts`, { params: { fields: 'name,business{name},user_tasks', limit: '100', access_token: token } });
  const accounts = ((await listed.json()) as { data: Array<{ name: string; business?: { name: string }; user_tasks: string[] }> }).data;
  await page.goto(`/accounts?lng=${language}`);
  await expect(page.getByRole('heading', { name: text.details })).toBeVisible();
  const businesses = [...new Set(accounts.map((account) => account.business?.name ?? ''))].sort();
  await expect(page.getByTestId('business-name')).toHaveText(businesses);
  for (const account of accounts) {
    const group = page.getByTestId('business-group').filter({ has: page.getByTestId('business-name').getByText(account.business?.name ?? '', { exact: true }) });
    const card = group.getByRole('article', { name: account.name });
    await expect(card).toBeVisible();
    if (!account.user_tasks.includes('MANAGE')) await expect(card.locator('[data-detail=access] dd')).toHaveText(text.readOnly);
    await expect(card.getByTestId('usage-left')).toHaveText(text.left);
  }
}
