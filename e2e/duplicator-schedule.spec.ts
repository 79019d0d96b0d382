import { expect, test } from './support/test.ts';
import { escapeRegExp, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: { duplicate: /^Duplicate /, name: 'Campaign name', budget: 'Budget amount', ready: 'Ready to clone', page: 'Facebook page', sales: 'Sales', later: 'Schedule', at: 'Start date and time', submit: 'Schedule duplication', title: 'Duplication scheduled', close: 'Close', scheduled: 'Scheduled', cancelled: 'Cancelled', confirm: 'Cancel duplication', cancel: /^Cancel the duplication/ },
  es: { duplicate: /^Duplicar /, name: 'Nombre de la campaña', budget: 'Monto del presupuesto', ready: 'Lista para clonar', page: 'Página de Facebook', sales: 'Ventas', later: 'Programar', at: 'Fecha y hora de inicio', submit: 'Programar duplicación', title: 'Duplicación programada', close: 'Cerrar', scheduled: 'Programada', cancelled: 'Cancelada', confirm: 'Cancelar duplicación', cancel: /^Cancelar la duplicación/ },
} as const;

const localInput = (date: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

for (const language of journeyLanguages('en')) {
  test(`schedule a clone for tomorrow, see it scheduled in the history, cancel it (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(120_000);
    const text = TEXTS[language];
    const named = (part: string) => meta.accounts.find((account) => account.name.includes(part)) as SandboxAccount;
    const [us, eu] = [named('US Store'), named('EU Fashion')];

    await login({ language });
    await connectFacebook();
    // Filtered to the US store: other journeys' clones fill the unfiltered first page of the worker's sandbox world.
    await page.goto(`/campaign-duplicator?lng=${language}&account=${us.id}`);

    const source = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: us.name }).filter({ hasText: text.sales }).first();
    await source.getByRole('button', { name: text.duplicate }).click();
    const dialog = page.getByRole('dialog');
    const cloneName = `Scheduled ${language} ${Date.now()}`;
    await dialog.getByLabel(text.name).fill(cloneName);
    await dialog.getByLabel(text.budget).fill('50');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(eu.name)}`) }).check();
    const row = dialog.locator(`[data-testid=preflight-row][data-account="${eu.id}"]`);
    await row.getByRole('combobox', { name: text.page }).click();
    await page.getByRole('option', { name: 'Northwind Moda' }).click();
    await expect(row).toHaveAttribute('data-ok', 'true');

    await dialog.getByRole('radio', { name: text.later }).click();
    await dialog.getByLabel(text.at).fill(localInput(new Date(Date.now() + 24 * 60 * 60 * 1000)));
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(dialog.getByTestId('clone-scheduled-for')).toBeVisible();
    await dialog.getByRole('button', { name: text.close }).first().click();

    const history = page.getByTestId('clone-history');
    const batch = history.locator('tbody tr').first();
    await expect(batch.getByText(text.scheduled, { exact: true }).first()).toBeAttached();
    await expect(batch.getByTestId('clone-scheduled-for')).toBeVisible();
    await batch.getByRole('button', { name: text.cancel }).click();
    await page.getByTestId('clone-cancel-confirm').getByRole('button', { name: text.confirm }).click();
    await expect(batch.getByText(text.cancelled, { exact: true }).first()).toBeAttached();
    await expect(batch.getByTestId('clone-cancel')).toHaveCount(0);

    // Nothing was created in the account.
    const tree = (await (await request.get(`/sandbox/graph/_sandbox/accounts/${eu.id}/tree`, { headers: meta.controlHeaders })).json()) as { campaigns: Array<{ name: string }> };
    expect(tree.campaigns.filter((campaign) => campaign.name === cloneName)).toEqual([]);
  });
}
