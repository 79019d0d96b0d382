import { currencyOffset } from '@adfleet/core/money';
import { expect, test } from '@playwright/test';
import { escapeRegExp, registerThroughScreen, sandboxWorld, syncRunning } from './support/sandbox-journey.ts';
import { ownAddress } from './support/client-address.ts';

test.use(ownAddress('duplicator'));

test('duplicate a campaign into two ACTIVE ad accounts and see each result', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sandbox = await sandboxWorld(request);
  // Two ACTIVE accounts in currencies with cents, where the default budget of 1000 hundredths is a plain 10.00.
  const targets = sandbox.accounts.filter((account) => account.account_status === 1 && currencyOffset(account.currency) === 100).slice(0, 2);
  expect(targets).toHaveLength(2);

  await registerThroughScreen(page, 'dup');

  // Connect Facebook through the sandbox's login dialog, as its first demo user, and wait for the first sync.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: 'Connect Facebook Ads' }).click();
  await expect(page).toHaveURL(/\/sandbox\/dialog\/oauth/);
  await page.getByRole('radio', { name: new RegExp(sandbox.user.name) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/success\?connection=/);
  await expect.poll(() => syncRunning(page), { timeout: 60_000, intervals: [500, 1000] }).toBe(false);

  // The duplicator, in Spanish as the spec words it.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/campaign-duplicator?lng=es');
  await expect(page.getByRole('heading', { name: 'Duplicador de Campañas' })).toBeVisible();
  // The duplicator keeps its own date range, starting at 'Hoy'; the dashboard's stays at the last 7 days.
  await expect(page.getByRole('button', { name: 'Rango de fechas: Hoy' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('campaigns-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const firstRow = rows.first();
  await expect(firstRow.getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const campaignExternalId = await firstRow.getAttribute('data-campaign-id');
  const campaignName = (await firstRow.getByRole('cell').first().locator('span > span').first().textContent()) ?? '';
  await firstRow.getByRole('button', { name: /^Duplicar / }).click();

  // The dialog, with the spec's defaults.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nombre de la campaña')).toHaveValue(`${campaignName} - CLON`);
  await expect(dialog.getByRole('radio', { name: 'Presupuesto diario' })).toBeChecked();
  await expect(dialog.getByLabel('Monto del presupuesto (en centavos)')).toHaveValue('1000');

  // Nothing selected: the spec's message, and no call.
  await dialog.getByRole('button', { name: 'Duplicar Campaña' }).click();
  await expect(dialog.getByText('Debes seleccionar al menos una cuenta')).toBeVisible();

  for (const target of targets) await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}\\s*${escapeRegExp(target.id)}`) }).check();
  await dialog.getByRole('button', { name: 'Duplicar Campaña' }).click();
  await expect(dialog.getByRole('button', { name: 'Duplicando...' })).toBeDisabled();

  // Results: both accounts, each succeeded or failed with a message, and the counts.
  const results = dialog.getByTestId('clone-results');
  await expect(results).toBeVisible({ timeout: 60_000 });
  for (const target of targets) {
    const row = results.locator(`tr[data-account-id="${target.id}"]`);
    await expect(row).toHaveAttribute('data-state', /^(succeeded|failed)$/, { timeout: 60_000 });
    await expect(row.getByRole('cell').nth(1)).toContainText(target.name);
    await expect(row.getByRole('cell').nth(2)).not.toBeEmpty();
    // A created campaign links to its tree in the sandbox; a failed account says nothing was created.
    if ((await row.getAttribute('data-state')) === 'succeeded')
      await expect(row.getByRole('cell').nth(3).getByRole('link')).toHaveAttribute('href', `/sandbox/graph/_sandbox/accounts/${target.id}/tree`);
    else await expect(row.getByRole('cell').nth(3)).toHaveText('No se creó campaña');
  }
  await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Clonación completada' })).toBeVisible();
  await expect(page.locator('[data-slot=toast]')).toContainText(/La campaña se ha clonado en \d de 2 cuentas seleccionadas\./);
  await expect(dialog.getByTestId('clone-success-count')).toBeVisible();
  await expect(dialog.getByTestId('clone-error-count')).toBeVisible();

  // 'Cerrar' returns to the list; the batch is in the history.
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('clone-history').locator('tbody tr').first()).toContainText(campaignName);

  // A link with ?campaignId= (the dashboard's 'Duplicar') opens the dialog for that campaign.
  await page.goto(`/campaign-duplicator?campaignId=${campaignExternalId}`);
  await expect(page.getByRole('dialog').getByLabel('Nombre de la campaña')).toHaveValue(`${campaignName} - CLON`);
});
