import { expect, test } from './support/test.ts';

test('a sixth manual sync within a minute shows the throttled message with when to try again', async ({ page, login, connectFacebook }) => {
  test.setTimeout(90_000);
  const { token } = await login({ language: 'en' });
  await connectFacebook();
  await page.goto('/accounts');
  // The first sync has ended: the button syncs again.
  const sync = page.getByRole('button', { name: 'Sync accounts' }).first();
  await expect(sync).toBeEnabled();

  // Five syncs as the spec's client makes them (GET /api/facebook/ad-accounts), the minute's allowance, and at once
  // the sixth from the page: a second or two apart however busy the machine, well inside the minute.
  for (let n = 0; n < 5; n++) expect((await page.request.get('/api/facebook/ad-accounts', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await sync.click();
  const toast = page.locator('[data-slot=toast]').filter({ hasText: 'Too many syncs' });
  await expect(toast).toBeVisible();
  // The web app's own words for the code, not the server's message.
  await expect(toast).toContainText(/You synced several times in a short while\. Try again in \d+ seconds?\./);
  await expect(toast).not.toContainText('Sync error');
});
