import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

interface ListedCampaign {
  externalId: string;
  adAccountId: string;
  adAccountName: string;
  status: string;
}

/** The list as the REST twin gives it to this page's user (the browser's session cookie), for the same filters, order and days. */
async function listed(page: Page, query: Record<string, string>): Promise<ListedCampaign[]> {
  const response = await page.request.get('/api/campaigns', { params: query });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListedCampaign[];
}

const shownIds = (page: Page) => page.getByTestId('campaigns-table').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-campaign-id')));

const TEXTS = {
  en: { filter: 'Filter', account: 'Ad account', status: 'Status', active: 'Active', paused: 'Paused', sort: 'Sort by', spend: 'Spend', direction: 'Order', desc: 'Descending', range: 'Date range', last90: 'Last 90 days' },
  es: { filter: 'Filtrar', account: 'Cuenta publicitaria', status: 'Estado', active: 'Activa', paused: 'En pausa', sort: 'Ordenar por', spend: 'Gasto', direction: 'Orden', desc: 'Descendente', range: 'Rango de fechas', last90: 'Últimos 90 días' },
} as const;

for (const [lng, width] of [['en', 1280], ['es', 375]] as const) {
  test(`${lng} at ${width} px: filter by account and status, sort by spend, and a reload keeps it`, async ({ page, login, connectFacebook }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const words = TEXTS[lng];
    await login({ language: lng });
    await connectFacebook();

    // The account with the most campaigns, and its most common status, so the filters leave a list worth sorting.
    const everything = await listed(page, {});
    const counts = new Map<string, number>();
    for (const campaign of everything) counts.set(campaign.adAccountId, (counts.get(campaign.adAccountId) ?? 0) + 1);
    const [accountId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    const account = everything.find((campaign) => campaign.adAccountId === accountId)!;
    const inAccount = everything.filter((campaign) => campaign.adAccountId === accountId);
    const status = inAccount.filter((campaign) => campaign.status === 'ACTIVE').length >= inAccount.filter((campaign) => campaign.status === 'PAUSED').length ? 'ACTIVE' : 'PAUSED';
    const statusWord = status === 'ACTIVE' ? words.active : words.paused;

    await page.goto(`/campaign-duplicator?lng=${lng}`);
    await expect(page.getByTestId('campaigns-table').locator('tbody tr').first()).toBeVisible();
    // Spend over the last 90 days (the synced history), so sorting by it has something to order.
    await page.getByRole('button', { name: new RegExp(`^${words.range}:`) }).click();
    await page.getByRole('button', { name: words.last90 }).click();
    await page.keyboard.press('Escape');

    // The spec's Filter button opens the filters; each choice lands in the URL at once.
    await page.getByRole('button', { name: words.filter }).click();
    const filters = page.getByRole('dialog');
    await filters.getByLabel(words.account, { exact: true }).click();
    await page.getByRole('option', { name: account.adAccountName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`account=${account.adAccountId}`));
    await filters.getByLabel(words.status, { exact: true }).click();
    await page.getByRole('option', { name: statusWord, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`status=${status}`));
    await filters.getByLabel(words.sort, { exact: true }).click();
    await page.getByRole('option', { name: words.spend, exact: true }).click();
    await filters.getByLabel(words.direction, { exact: true }).click();
    await page.getByRole('option', { name: words.desc, exact: true }).click();
    await expect(page).toHaveURL(/sort=spend/);
    await page.keyboard.press('Escape');
    // Two filters on: the button says so.
    await expect(page.getByTestId('campaign-filters-button')).toContainText('2');

    // The same preset, counted by the server in the account's own calendar as the page's list is.
    const expected = await listed(page, { adAccountId: account.adAccountId, status, sort: 'spend', order: 'desc', preset: 'last90Days' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, 25).map((campaign) => campaign.externalId));
    const rows = page.getByTestId('campaigns-table').locator('tbody tr');
    for (const row of await rows.all()) {
      await expect(row).toContainText(account.adAccountName);
      await expect(row.getByText(statusWord, { exact: true }).first()).toBeAttached();
    }

    // A reload (or a shared link) keeps the filters, the order and the header's range: they are all in the URL.
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('button', { name: `${words.range}: ${words.last90}` })).toBeVisible();
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, 25).map((campaign) => campaign.externalId));
    await expect(page.getByTestId('campaign-filters-button')).toContainText('2');

    // At 375 px the page itself never scrolls sideways: the table scrolls inside its card.
    if (width === 375) {
      const main = await page.getByRole('main').boundingBox();
      expect(main && main.x >= 0 && main.x + main.width <= 375).toBe(true);
      await page.getByRole('button', { name: words.filter }).click();
      const box = await page.getByRole('dialog').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
  });
}
