import { expect, test } from './support/test.ts';
import { E2E_PASSWORD, registerUser } from './support/users.ts';

test('a signed-out visit to a deep link returns there after sign-in', async ({ page, request }) => {
  const { username } = await registerUser(request, 'deep');
  await page.goto('/campaign-duplicator?campaignId=120000000000000001&lng=en');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The id keeps all its digits (it passes 2^53) through the round trip; the router may quote it to keep it text.
  await expect(page).toHaveURL(/\/campaign-duplicator\?campaignId=(%22)?120000000000000001(%22)?(&|$)/);
  await expect(page.getByRole('heading', { name: 'Campaign Duplicator' })).toBeVisible();
});

test('a sign-in link cannot send anyone to another site', async ({ page, request }) => {
  const { username } = await registerUser(request, 'open');
  await page.goto(`/login?lng=en&redirect=${encodeURIComponent('//evil.example/dashboard')}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
});
