import { expect, test } from '@playwright/test';
import { connectFacebookInSandbox, registerThroughScreen, sandboxWorld, syncRunning } from './support/sandbox-journey.ts';
import { ownAddress } from './support/client-address.ts';

test.use(ownAddress('sync-throttle'));

test('a sixth manual sync within a minute shows the throttled message with when to try again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sandbox = await sandboxWorld(request);
  await registerThroughScreen(page, 'throttle');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
  await connectFacebookInSandbox(page, sandbox.user.name);

  // Five syncs as the spec's client makes them (GET /api/facebook/ad-accounts), the minute's allowance.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (let n = 0; n < 5; n++) expect((await page.request.get('/api/facebook/ad-accounts', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await expect.poll(() => syncRunning(page), { timeout: 45_000, intervals: [500, 1000] }).toBe(false);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: 'Sync accounts' }).first().click();
  const toast = page.locator('[data-slot=toast]').filter({ hasText: 'Too many syncs' });
  await expect(toast).toBeVisible();
  // The web app's own words for the code, not the server's message.
  await expect(toast).toContainText(/You synced several times in a short while\. Try again in \d+ seconds?\./);
  await expect(toast).not.toContainText('Sync error');
});
