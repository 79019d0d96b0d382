import { expect, type Locator, type Page, test } from '@playwright/test';
import { ownAddress } from './support/client-address.ts';
import { connectFacebookInSandbox, registerThroughScreen, sandboxWorld } from './support/sandbox-journey.ts';

test.use({ ...ownAddress('narrow-screens'), viewport: { width: 375, height: 800 } });

/** Entirely inside the phone's 375 px, not behind a sideways scroll. */
async function expectOnScreen(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test('at 375 px, tables keep their key columns in view and cut names show in full on focus', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sandbox = await sandboxWorld(request);
  await registerThroughScreen(page, 'narrow');
  await page.goto('/accounts');
  await connectFacebookInSandbox(page, sandbox.user.name);

  // Accounts: each row's name and its status.
  await page.goto('/accounts');
  await page.waitForLoadState('networkidle');
  const account = page.getByTestId('connected-accounts-table').locator('tbody tr').first();
  await expectOnScreen(page, account.getByRole('cell').first());
  await expectOnScreen(page, account.getByText('Active', { exact: true }).first());

  // Duplicator: each campaign's selection box, name, status, budget and its 'Duplicate' action.
  await page.goto('/campaign-duplicator');
  await page.waitForLoadState('networkidle');
  const campaign = page.getByTestId('campaigns-table').locator('tbody tr').first();
  await expect(campaign).toBeVisible();
  await expectOnScreen(page, campaign.getByRole('checkbox'));
  await expectOnScreen(page, campaign.getByRole('cell').nth(1));
  await expectOnScreen(page, campaign.getByTestId('campaign-key-facts'));
  await expectOnScreen(page, campaign.getByRole('button', { name: /^Duplicate / }));

  // A name cut by the narrow column takes keyboard focus and shows in full.
  const cut = page.getByTestId('campaigns-table').locator('[data-truncated]').first();
  await expect(cut).toBeVisible();
  const fullName = (await cut.textContent()) ?? '';
  await cut.focus();
  await expect(page.getByRole('tooltip')).toHaveText(fullName);
});
