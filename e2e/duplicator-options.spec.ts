import { expect, test } from './support/test.ts';
import { escapeRegExp, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: { heading: 'Campaign Duplicator', duplicate: /^Duplicate /, name: 'Campaign name', keep: 'Keep original name', adsets: 'Campaign and ad sets', paused: 'Include paused items', submit: 'Duplicate Campaign', sales: 'Sales' },
  es: { heading: 'Duplicador de Campañas', duplicate: /^Duplicar /, name: 'Nombre de la campaña', keep: 'Mantener el nombre original', adsets: 'Campaña y conjuntos de anuncios', paused: 'Incluir elementos pausados', submit: 'Duplicar Campaña', sales: 'Ventas' },
} as const;

type Tree = { campaigns: Array<{ id: string; name: string; status: string; adsets: Array<{ status: string; ads: unknown[] }> }> };

for (const language of journeyLanguages('es')) {
  test(`clone keeping the original name, the campaign and its ad sets only (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(120_000);
    const text = TEXTS[language];
    const [us, eu] = ['US Store', 'EU Fashion'].map((part) => meta.accounts.find((account) => account.name.includes(part)) as SandboxAccount) as [SandboxAccount, SandboxAccount];

    await login({ language });
    await connectFacebook();
    // Filtered to the US store: other journeys' clones fill the unfiltered first page of the worker's sandbox world.
    await page.goto(`/campaign-duplicator?lng=${language}&account=${us.id}`);
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();

    const source = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: us.name }).filter({ hasText: text.sales }).first();
    const sourceName = ((await source.getByRole('cell').nth(1).locator('span > span').first().textContent()) ?? '').trim();
    await source.getByRole('button', { name: text.duplicate }).click();
    const dialog = page.getByRole('dialog');
    const options = dialog.getByTestId('clone-options');

    // Keeping the original name: the template field goes, nothing to fill in.
    await options.getByRole('radio', { name: text.keep }).click();
    await expect(dialog.getByLabel(text.name)).toHaveCount(0);
    await expect(dialog.getByTestId('keeps-original-name')).toContainText(sourceName);
    await options.getByRole('radio', { name: text.adsets }).click();
    await expect(options.getByRole('checkbox', { name: text.paused })).toBeChecked();

    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(eu.name)}`) }).check();
    const submit = dialog.getByRole('button', { name: text.submit });
    await expect(dialog.locator(`[data-testid=preflight-row][data-account="${eu.id}"]`)).toHaveAttribute('data-ok', 'true');
    await submit.click();

    const row = dialog.getByTestId('clone-results').locator(`tr[data-account-id="${eu.id}"]`);
    await expect(row).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
    const campaignId = /\d{6,}/.exec((await row.getByRole('cell').nth(3).textContent()) ?? '')?.[0];

    // In the account: the source's name, its ad sets, no ads, everything PAUSED.
    const tree = (await (await request.get(`/sandbox/graph/_sandbox/accounts/${eu.id}/tree`, { headers: meta.controlHeaders })).json()) as Tree;
    const created = tree.campaigns.find((campaign) => campaign.id === campaignId);
    expect(created?.name).toBe(sourceName);
    expect(created?.status).toBe('PAUSED');
    expect(created?.adsets.length).toBeGreaterThan(0);
    for (const adset of created?.adsets ?? []) {
      expect(adset.status).toBe('PAUSED');
      expect(adset.ads).toEqual([]);
    }
  });
}
