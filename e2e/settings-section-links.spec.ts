import { expect, test } from '@playwright/test';
import { ownAddress } from './support/client-address.ts';
import { E2E_PASSWORD, registerThroughApi } from './support/sandbox-journey.ts';

test.use(ownAddress('settings-section-links'));

// The sections below Settings' first screen load their content after the first paint; a link to one of them must
// still land on it once that content is there, and the cards above it must not push it away.
test('a link to a later section of Settings shows that section once its content has loaded', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { username } = await registerThroughApi(request, 'sectionlink');
  await page.goto('/login?lng=en');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/settings#notifications');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByTestId('notification-preferences')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active sessions' }).getByTestId('session-row').first()).toBeVisible();
  await expect(notifications.getByRole('heading', { name: 'Notifications' })).toBeInViewport();
});
