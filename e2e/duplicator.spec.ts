import { currencyOffset } from '@adfleet/core/money';
import { expect, test } from './support/test.ts';
import { escapeRegExp, type SandboxAccount, sandboxCampaignsIn } from './support/sandbox-journey.ts';

test('duplicate a campaign into two ACTIVE ad accounts, retry the one Meta refused, and see both succeed', async ({ page, request, meta, login, connectFacebook, sandboxFaults }) => {
  test.setTimeout(180_000);
  // Two ACTIVE accounts in currencies with cents, where the budget typed below, 12.50, is 1250 hundredths.
  const targets = meta.accounts.filter((account) => account.account_status === 1 && currencyOffset(account.currency) === 100).slice(0, 2);
  expect(targets).toHaveLength(2);

  // The duplicator, in Spanish as the spec words it.
  await login({ language: 'es' });
  await connectFacebook();
  // Filtered to the first target's account (a link keeps the filter): other journeys' clones fill the unfiltered first page.
  await page.goto(`/campaign-duplicator?lng=es&account=${targets[0]?.id ?? ''}`);
  await expect(page.getByRole('heading', { name: 'Duplicador de Campañas' })).toBeVisible();
  // The duplicator keeps its own date range, starting at 'Hoy'; the dashboard's stays at the last 7 days.
  await expect(page.getByRole('button', { name: 'Rango de fechas: Hoy' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('campaigns-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // A campaign of the first target: cloned into its own account, its page and pixel are usable there.
  const firstRow = rows.filter({ hasText: targets[0]?.name ?? '' }).filter({ hasText: 'Ventas' }).first();
  await expect(firstRow.getByRole('cell').nth(5)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  // Status and objective in words, never Meta's constants.
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText(/^(Activa|En pausa|Archivada|Eliminada|En proceso|Con problemas)$/);
  await expect(firstRow.getByRole('cell').nth(3)).not.toHaveText(/^[A-Z_]+$/);
  const campaignExternalId = await firstRow.getAttribute('data-campaign-id');
  const campaignName = (await firstRow.getByRole('cell').nth(1).locator('span > span').first().textContent()) ?? '';
  await firstRow.getByRole('button', { name: /^Duplicar / }).click();

  // The dialog, with the spec's defaults.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nombre de la campaña')).toHaveValue(`${campaignName} - Copia`);
  await expect(dialog.getByRole('radio', { name: 'Presupuesto diario' })).toBeChecked();
  // The amount is money, prefilled from the source campaign's budget (empty when its budgets live on its ad sets).
  const budget = dialog.getByLabel('Monto del presupuesto');
  await expect(budget).toHaveValue(/^(\d+(\.\d{1,2})?)?$/);
  await budget.fill('12,50');

  // Nothing selected: the spec's message, and no call.
  await dialog.getByRole('button', { name: 'Duplicar Campaña' }).click();
  await expect(dialog.getByText('Debes seleccionar al menos una cuenta')).toBeVisible();

  // Meta refuses the campaign in the second account (a permanent error): one target succeeds, one fails.
  const [working, refused] = targets as [SandboxAccount, SandboxAccount];
  await sandboxFaults.set({
    errors: [{ code: 100, rate: 1, path: `/${refused.id}/campaigns`, method: 'POST' }],
    // The working account's campaign create is held a moment, so the dialog's in-progress state can be seen however fast the machine.
    delays: [{ ms: 2000, path: `/${working.id}/campaigns`, method: 'POST' }],
  });
  for (const target of targets) await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}\\s*${escapeRegExp(target.id)}`) }).check();
  // The source's ads may use a page the second account cannot: each account gets a page it may use, and passes its preflight.
  for (const target of targets) {
    const row = dialog.locator(`[data-testid=preflight-row][data-account="${target.id}"]`);
    await row.getByRole('combobox', { name: 'Página de Facebook' }).click();
    await page.getByRole('option').first().click();
    await expect(row).toHaveAttribute('data-ok', 'true');
    await expect(row.getByTestId('row-budget')).toContainText('12,50');
  }
  await dialog.getByRole('button', { name: 'Duplicar Campaña' }).click();
  await expect(dialog.getByRole('button', { name: 'Duplicando...' })).toBeDisabled();

  // Results: the working account succeeded with a link to its campaign; the refused one failed, saying nothing was created.
  const results = dialog.getByTestId('clone-results');
  await expect(results).toBeVisible({ timeout: 60_000 });
  const workingRow = results.locator(`tr[data-account-id="${working.id}"]`);
  const refusedRow = results.locator(`tr[data-account-id="${refused.id}"]`);
  await expect(workingRow).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
  await expect(refusedRow).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(workingRow.getByRole('cell').nth(1)).toContainText(working.name);
  await expect(workingRow.getByRole('cell').nth(3).getByRole('link')).toHaveAttribute('href', `/sandbox/graph/_sandbox/accounts/${working.id}/tree`);
  await expect(refusedRow.getByRole('cell').nth(2)).not.toBeEmpty();
  await expect(refusedRow.getByRole('cell').nth(3)).toHaveText('No se creó campaña');
  await sandboxFaults.clear();

  // Partly done, and said so: never "completed" for a batch where an account failed.
  await expect(dialog.getByRole('heading', { name: 'Duplicación hecha en parte' })).toBeVisible();
  const toast = page.locator('[data-slot=toast]').filter({ hasText: 'Clonación hecha en parte' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('La campaña se clonó en 1 de 2 cuentas seleccionadas; en 1 falló.');
  await expect(dialog.getByTestId('clone-success-count')).toContainText('1');
  await expect(dialog.getByTestId('clone-error-count')).toContainText('1');

  // Meta no longer refuses: the failed account, retried from its row, succeeds too. Nothing less is a pass.
  await dialog.getByRole('button', { name: `Reintentar la duplicación en ${refused.name} desde donde se detuvo` }).first().click();
  for (const target of targets) await expect(results.locator(`tr[data-account-id="${target.id}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
  await expect(dialog.getByRole('heading', { name: 'Duplicación hecha' })).toBeVisible();
  await expect(dialog.getByTestId('clone-error-count')).toContainText('0');
  // Each chosen account holds exactly one clone, paused, with the id its row shows.
  for (const target of targets) {
    const clones = (await sandboxCampaignsIn(request, meta.controlHeaders, target.id)).filter((campaign) => campaign.name === `${campaignName} - Copia`);
    expect(clones, target.name).toHaveLength(1);
    expect(clones[0]?.status).toBe('PAUSED');
    await expect(results.locator(`tr[data-account-id="${target.id}"]`).getByTestId('created-campaign-id').first()).toHaveText(clones[0]?.id ?? '');
  }

  // 'Cerrar' returns to the list; the batch is in the history.
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();
  const latest = page.getByTestId('clone-history').locator('tbody tr').first();
  await expect(latest).toContainText(campaignName);
  await expect(latest.locator('[data-outcome]:visible')).toHaveText('Hecha');
  // The new campaigns are listed at once, paused, without waiting for a sync: searched for by name across accounts.
  await page.goto(`/campaign-duplicator?lng=es&q=${encodeURIComponent(`${campaignName} - Copia`)}`);
  const cloned = rows.filter({ hasText: `${campaignName} - Copia` });
  await expect(cloned).toHaveCount(2);
  for (const clone of await cloned.all()) await expect(clone.getByRole('cell').nth(2)).toHaveText('En pausa');

  // A link with ?campaignId= (the dashboard's 'Duplicar') opens the dialog for that campaign.
  await page.goto(`/campaign-duplicator?campaignId=${campaignExternalId}`);
  await expect(page.getByRole('dialog').getByLabel('Nombre de la campaña')).toHaveValue(`${campaignName} - Copia`);
});
