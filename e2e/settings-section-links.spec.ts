import { expect, test } from './support/test.ts';

// The sections below Settings' first screen load their content after the first paint; a link to one of them must
// still land on it once that content is there, and the cards above it must not push it away.
test('a link to a later section of Settings shows that section once its content has loaded', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login({ language: 'en' });
  await page.goto('/settings#notifications');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByTestId('notification-preferences')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active sessions' }).getByTestId('session-row').first()).toBeVisible();
  await expect(notifications.getByRole('heading', { name: 'Notifications' })).toBeInViewport();
});
