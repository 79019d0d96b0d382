import { formatMoney, moneyLocale } from '@adfleet/core/money';
import { expect, test } from './support/test.ts';
import { type SandboxAccount, syncRunning } from './support/sandbox-journey.ts';
import { appClockSpan, oneOf, sandboxAccountSpend } from './support/account-days.ts';

test('connect Facebook through the sandbox: every account listed, and the 7-day spend matches the sandbox', async ({ page, request, meta, login }, testInfo) => {
  test.setTimeout(90_000);
  // Before any page counts its days (account-days.ts).
  const span = await appClockSpan(request, testInfo);
  expect(meta.accounts.length).toBeGreaterThan(1);

  await login({ language: 'en' });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Date range: Last 7 days' })).toBeVisible();

  // Nothing connected yet: the first step instead of figures.
  await expect(page.getByRole('heading', { name: 'Connect your first ad account' })).toBeVisible();

  // Connect on /accounts, through the sandbox's login dialog, as its first demo user.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Facebook Ads' }).click();
  await expect(page).toHaveURL(/\/sandbox\/dialog\/oauth/);
  await page.getByRole('radio', { name: new RegExp(meta.user.name) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in the app, signed in as before, with the connection confirmed.
  await expect(page).toHaveURL(/\/dashboard\/success\?connection=/);
  await expect(page.getByRole('heading', { name: 'Facebook is connected' })).toBeVisible();

  // Accounts lists every sandbox account of the demo user, each with its status.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByTestId('facebook-connected-badge')).toHaveText('Connected');
  await expect(page.getByTestId('facebook-account-count')).toHaveText(String(meta.accounts.length));
  const rows = page.getByTestId('connected-accounts-table').locator('tbody tr');
  await expect(rows).toHaveCount(meta.accounts.length);
  for (const account of meta.accounts) {
    const row = page.locator(`tr[data-account-id="${account.id}"]`);
    await expect(row.getByRole('cell').nth(0)).toHaveText(account.name, { useInnerText: true });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Facebook');
    await expect(row.getByRole('cell').nth(2)).toHaveText(account.id);
    // Meta's status of the account and AdFleet's access to it, in columns of their own.
    if (account.account_status === 1) await expect(row.getByRole('cell').nth(3)).toHaveText('Active');
    else await expect(row.getByRole('cell').nth(3)).not.toHaveText('Active');
    await expect(row.getByRole('cell').nth(4)).toHaveText('Connected');
    await expect(row.getByRole('cell').nth(5)).toHaveText(account.currency);
  }
  const sidebarAccounts = page.getByTestId('sidebar-accounts').getByRole('listitem');
  await expect(sidebarAccounts).toHaveCount(meta.accounts.length);
  await expect(page.getByTestId('platform-status')).toContainText('Facebook · Connected');

  // The first sync runs in the background; wait for it to finish.
  await expect.poll(() => syncRunning(page.request), { timeout: 45_000, intervals: [500, 1000] }).toBe(false);

  // An active account whose currency no other account shares: its 'Last 7 days' spend (the seven whole days before
  // today in its own calendar) stands alone.
  const currencyCounts = new Map<string, number>();
  for (const account of meta.accounts) currencyCounts.set(account.currency, (currencyCounts.get(account.currency) ?? 0) + 1);
  let chosen: { account: SandboxAccount; spends: number[] } | undefined;
  for (const account of meta.accounts.filter((candidate) => candidate.account_status === 1 && currencyCounts.get(candidate.currency) === 1)) {
    const spends = await sandboxAccountSpend(request, meta.token, account, 'last7Days', span);
    if (spends.every((spend) => spend > 0)) {
      chosen = { account, spends };
      break;
    }
  }
  if (!chosen) throw new Error('no active single-currency sandbox account with spend');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('button', { name: /Date range: Last 7 days/ })).toBeVisible();
  const { account, spends } = chosen;
  await expect(page.getByTestId(`spend-${account.currency}`)).toHaveText(oneOf(spends.map((spend) => formatMoney(spend, account.currency, moneyLocale('en')))));
  await expect(page.getByTestId('active-campaigns').getByRole('listitem').first()).toBeVisible();
});
