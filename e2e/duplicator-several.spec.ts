import { expect, test } from './support/test.ts';
import { escapeRegExp, SANDBOX_GRAPH, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: { heading: 'Campaign Duplicator', select: 'Select', several: 'Duplicate 3 campaigns', sales: 'Sales', name: 'Campaign name', submit: 'Duplicate Campaign', page: 'Facebook page', summary: '3 campaigns → 2 accounts' },
  es: { heading: 'Duplicador de Campañas', select: 'Seleccionar', several: 'Duplicar 3 campañas', sales: 'Ventas', name: 'Nombre de la campaña', submit: 'Duplicar Campaña', page: 'Página de Facebook', summary: '3 campañas → 2 cuentas' },
} as const;

type Tree = { campaigns: Array<{ name: string; status: string; adsets: Array<{ status: string; ads: Array<{ status: string; creative: { object_story_spec: { page_id: string } } }> }> }> };

for (const language of journeyLanguages('es')) {
  test(`tick three campaigns and clone them into two accounts as one batch, results by campaign (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    const named = (part: string) => meta.accounts.find((account) => account.name.includes(part)) as SandboxAccount;
    const [us, eu, uk] = [named('US Store'), named('EU Fashion'), named('UK Outdoor')];

    await login({ language });
    await connectFacebook();
    // The list filtered to the US store (a link keeps the filter): other journeys' clones fill the unfiltered first page.
    await page.goto(`/campaign-duplicator?lng=${language}&account=${us.id}`);
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();

    // Three sales campaigns of the US store, ticked in the table.
    const rows = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: us.name }).filter({ hasText: text.sales });
    const sources: string[] = [];
    for (let index = 0; index < 3; index++) {
      const box = rows.nth(index).getByRole('checkbox');
      sources.push(((await box.getAttribute('aria-label')) ?? '').replace(`${text.select} `, ''));
      await box.check();
    }
    await page.getByRole('button', { name: text.several }).click();
    const dialog = page.getByRole('dialog');
    for (const source of sources) await expect(dialog.getByTestId('chosen-campaigns')).toContainText(source);

    const stamp = `several ${language} ${Date.now()}`;
    await dialog.getByLabel(text.name).fill(`{name} · ${stamp}`);
    for (const target of [eu, uk]) await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}`) }).check();
    const row = (account: SandboxAccount) => dialog.locator(`[data-testid=preflight-row][data-account="${account.id}"]`);
    // EU may not use the US store's page for every campaign: it gets its own.
    await row(eu).getByRole('combobox', { name: text.page }).click();
    await page.getByRole('option', { name: 'Northwind Moda' }).click();
    for (const target of [eu, uk]) await expect(row(target)).toHaveAttribute('data-ok', 'true');
    const submit = dialog.getByRole('button', { name: text.submit });
    await expect(submit).toBeEnabled();
    await submit.click();

    // One batch, one table per campaign, every (campaign, account) clone succeeded: nothing less is a pass.
    const groups = dialog.getByTestId('clone-results-campaign');
    await expect(groups).toHaveCount(3, { timeout: 60_000 });
    for (const [index, source] of sources.entries()) {
      await expect(groups.nth(index).getByRole('heading')).toHaveText(source);
      for (const target of [eu, uk]) await expect(groups.nth(index).locator(`tr[data-account-id="${target.id}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
    }
    await expect(dialog.getByTestId('several-summary')).toHaveText(text.summary);

    // Each account holds each campaign's clone, PAUSED, named after its own source; EU's ads use the page chosen for it.
    const listed = await request.get(`${SANDBOX_GRAPH}/${eu.id}/promote_pages`, { params: { fields: 'id,name', access_token: meta.token } });
    const moda = ((await listed.json()) as { data: Array<{ id: string; name: string }> }).data.find((candidate) => candidate.name === 'Northwind Moda')?.id;
    for (const target of [eu, uk]) {
      const tree = (await (await request.get(`/sandbox/graph/_sandbox/accounts/${target.id}/tree`, { headers: meta.controlHeaders })).json()) as Tree;
      for (const source of sources) {
        const clones = tree.campaigns.filter((campaign) => campaign.name === `${source} · ${stamp}`);
        expect(clones, `${target.name}: ${source}`).toHaveLength(1);
        expect(clones[0]?.status).toBe('PAUSED');
        for (const adset of clones[0]?.adsets ?? []) {
          expect(adset.status).toBe('PAUSED');
          if (target === eu) for (const ad of adset.ads) expect(ad.creative.object_story_spec.page_id).toBe(moda);
        }
      }
    }

    // The history lists the batch once, as three campaigns into two accounts.
    await dialog.getByRole('button', { name: language === 'en' ? 'Close' : 'Cerrar' }).last().click();
    await expect(page.getByTestId('several-summary').first()).toHaveText(text.summary);
  });
}
