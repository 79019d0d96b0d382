import { expect, test } from './support/test.ts';
import { escapeRegExp, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    heading: 'Campaign Duplicator',
    duplicate: /^Duplicate /,
    name: 'Campaign name',
    budget: 'Budget amount',
    override: 'Amount for this account (COP)',
    submit: 'Duplicate Campaign',
    ready: 'Ready to clone',
    page: 'Facebook page',
    sales: 'Sales',
    retryRow: (account: string) => `Retry the duplication into ${account} from where it stopped`,
    retryAll: 'Retry the failed account',
    fromHistory: /^Retry failed accounts of .+$/,
    close: 'Close',
    done: 'Done',
  },
  es: {
    heading: 'Duplicador de Campañas',
    duplicate: /^Duplicar /,
    name: 'Nombre de la campaña',
    budget: 'Monto del presupuesto',
    override: 'Monto para esta cuenta (COP)',
    submit: 'Duplicar Campaña',
    ready: 'Lista para clonar',
    page: 'Página de Facebook',
    sales: 'Ventas',
    retryRow: (account: string) => `Reintentar la duplicación en ${account} desde donde se detuvo`,
    retryAll: 'Reintentar la cuenta fallida',
    fromHistory: /^Reintentar fallidas de .+$/,
    close: 'Cerrar',
    done: 'Hecha',
  },
} as const;

for (const language of journeyLanguages('es')) {
  test(`clone into several accounts, fix a red row, and retry a failed account from the results and from the history (${language})`, async ({ page, request, meta, login, connectFacebook, sandboxFaults }) => {
    test.setTimeout(180_000);
    const text = TEXTS[language];
    const named = (part: string) => meta.accounts.find((account) => account.name.includes(part)) as SandboxAccount;
    const [us, eu, uk, co] = [named('US Store'), named('EU Fashion'), named('UK Outdoor'), named('Bogotá')];
    const treeOf = async (account: SandboxAccount) =>
      (await (await request.get(`/sandbox/graph/_sandbox/accounts/${account.id}/tree`, { headers: meta.controlHeaders })).json()) as {
        campaigns: Array<{ id: string; name: string; status: string; adsets: Array<{ name: string; ads: unknown[] }> }>;
      };

    await login({ language });
    await connectFacebook();
    // Filtered to the US store: other journeys' clones fill the unfiltered first page of the worker's sandbox world.
    await page.goto(`/campaign-duplicator?lng=${language}&account=${us.id}`);
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();

    const source = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: us.name }).filter({ hasText: text.sales }).first();
    await source.getByRole('button', { name: text.duplicate }).click();
    const dialog = page.getByRole('dialog');
    const cloneName = `Retry ${language} ${Date.now()}`;
    await dialog.getByLabel(text.name).fill(cloneName);
    for (const target of [eu, uk, co]) await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}`) }).check();

    // Bogotá gets its own amount in pesos, over the converted one; each account's page is chosen below.
    const row = (account: SandboxAccount) => dialog.locator(`[data-testid=preflight-row][data-account="${account.id}"]`);
    const submit = dialog.getByRole('button', { name: text.submit });
    await dialog.getByLabel(text.budget).fill('10');
    await row(co).getByLabel(text.override).fill('5000');
    // A page per account where the source's cannot be used; UK's own pixel is chosen for it.
    await row(eu).getByRole('combobox', { name: text.page }).click();
    await page.getByRole('option', { name: 'Northwind Moda' }).click();
    await row(co).getByRole('combobox', { name: text.page }).click();
    await page.getByRole('option', { name: 'Andes Café' }).click();
    await expect(row(uk).getByRole('combobox', { name: /^P[ií]xel$/ })).toHaveText('Northwind UK Web');
    for (const target of [eu, uk, co]) {
      await expect(row(target)).toHaveAttribute('data-ok', 'true');
      await expect(row(target)).toContainText(text.ready);
    }

    // Meta refuses the UK campaign twice (a permanent error): the first run and the first retry fail there.
    await sandboxFaults.set({ errors: [{ code: 100, rate: 1, path: `/${uk.id}/campaigns`, method: 'POST', times: 2 }] });
    await submit.click();

    const results = dialog.getByTestId('clone-results');
    const result = (account: SandboxAccount) => results.locator(`tr[data-account-id="${account.id}"]`);
    for (const target of [eu, co]) await expect(result(target)).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
    await expect(result(uk)).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });

    // Retry from the results: Meta refuses it once more, and the row says so again.
    await dialog.getByRole('button', { name: text.retryRow(uk.name) }).first().click();
    // The second refusal has happened once the fault is used up; only then is "failed" this retry's outcome.
    const faultsLeft = async () => ((await (await request.get('/sandbox/graph/_sandbox/faults', { headers: meta.controlHeaders })).json()) as { rules: Array<{ times?: number }> }).rules[0]?.times;
    await expect.poll(faultsLeft, { timeout: 60_000 }).toBe(0);
    await expect(result(uk)).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
    await expect(dialog.getByTestId('clone-retry-failed')).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: text.close }).first().click();
    await expect(dialog).toBeHidden();

    // From the history: the batch's row offers its retries; "retry all failed" finishes it.
    const history = page.getByTestId('clone-history').locator('tbody tr').first();
    const fromHistory = history.getByTestId('history-retry-failed');
    // The history reads itself again while the batch runs (every 2 s): the retry may still be ending.
    await expect(fromHistory).toHaveAccessibleName(text.fromHistory, { timeout: 30_000 });
    await fromHistory.click();
    await expect(result(uk)).toHaveAttribute('data-state', 'failed');
    await dialog.getByRole('button', { name: text.retryAll }).click();
    for (const target of [eu, uk, co]) await expect(result(target)).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
    await expect(dialog.getByTestId('clone-retry-failed')).toBeHidden();
    await dialog.getByRole('button', { name: text.close }).first().click();
    await expect(history.locator('[data-outcome]:visible')).toHaveText(text.done);
    await expect(history.getByTestId('history-retry-failed')).toHaveCount(0);

    // Every account holds exactly one clone, paused, whole: retries added nothing twice.
    for (const target of [eu, uk, co]) {
      const campaigns = (await treeOf(target)).campaigns.filter((candidate) => candidate.name === cloneName);
      expect(campaigns, target.name).toHaveLength(1);
      expect(campaigns[0]?.status).toBe('PAUSED');
      expect(campaigns[0]?.adsets.length, target.name).toBeGreaterThan(0);
      for (const adset of campaigns[0]?.adsets ?? []) expect(adset.ads.length, `${target.name} ${adset.name}`).toBeGreaterThan(0);
    }
  });
}
