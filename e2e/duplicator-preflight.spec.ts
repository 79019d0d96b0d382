import { currencyOffset } from '@adfleet/core/money';
import { expect, test } from './support/test.ts';
import { escapeRegExp, SANDBOX, SANDBOX_GRAPH, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    heading: 'Campaign Duplicator', duplicate: /^Duplicate /, name: 'Campaign name', budget: 'Budget amount', override: 'Amount for this account (COP)', submit: 'Duplicate Campaign', ready: 'Ready to clone', estimate: /^Expected to finish in about \d+ min/, page: 'Facebook page', sales: 'Sales', budgetProblem: 'is below its daily minimum. Raise it to at least',
    // "$10.00 → €9.17 at 0.91743 (Dec 6, 2026)": the euro amount is captured.
    converted: /^\$10\.00 → €([\d,]+\.\d{2}) at [\d.,]+ \([A-Z][a-z]{2} \d{1,2}, \d{4}\)/,
    amount: (text: string) => Number(text.replace(/,/g, '')),
  },
  es: {
    heading: 'Duplicador de Campañas', duplicate: /^Duplicar /, name: 'Nombre de la campaña', budget: 'Monto del presupuesto', override: 'Monto para esta cuenta (COP)', submit: 'Duplicar Campaña', ready: 'Lista para clonar', estimate: /^Debería terminar en unos \d+ min/, page: 'Página de Facebook', sales: 'Ventas', budgetProblem: 'es menor que su mínimo diario. Súbelo al menos a',
    // "US$ 10,00 → EUR 9,17 al tipo de cambio 0,91743 (06/12/2026)".
    converted: /^US\$\s10,00 → EUR\s([\d.]+,\d{2}) al tipo de cambio [\d.,]+ \(\d{2}\/\d{2}\/\d{4}\)/,
    amount: (text: string) => Number(text.replace(/\./g, '').replace(',', '.')),
  },
} as const;

for (const language of journeyLanguages('en')) {
  test(`clone into three businesses' accounts with a page per account, fixing a red preflight row (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    const named = (part: string) => meta.accounts.find((account) => account.name.includes(part)) as SandboxAccount;
    const [us, eu, uk, co] = [named('US Store'), named('EU Fashion'), named('UK Outdoor'), named('Bogotá')];
    const pageId = async (account: SandboxAccount, name: string) => {
      const listed = await request.get(`${SANDBOX_GRAPH}/${account.id}/promote_pages`, { params: { fields: 'id,name', access_token: meta.token } });
      return ((await listed.json()) as { data: Array<{ id: string; name: string }> }).data.find((candidate) => candidate.name === name)?.id ?? '';
    };

    await login({ language });
    await connectFacebook();
    // Filtered to the US store: other journeys' clones fill the unfiltered first page of the worker's sandbox world.
    await page.goto(`/campaign-duplicator?lng=${language}&account=${us.id}`);
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();

    // A sales campaign of the US store: its pixel is the US one (shared with EU only), its ads use the store's pages.
    const source = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: us.name }).filter({ hasText: text.sales }).first();
    await source.getByRole('button', { name: text.duplicate }).click();
    const dialog = page.getByRole('dialog');
    const cloneName = `Preflight ${language} ${Date.now()}`;
    await dialog.getByLabel(text.name).fill(cloneName);
    for (const target of [eu, uk, co]) await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}`) }).check();

    const row = (account: SandboxAccount) => dialog.locator(`[data-testid=preflight-row][data-account="${account.id}"]`);
    const submit = dialog.getByRole('button', { name: text.submit });
    // 10 dollars, converted for each account at the day's rate and shown with it (the sandbox's bundled rates).
    await dialog.getByLabel(text.budget).fill('10');
    await expect(row(eu).getByTestId('row-budget')).toContainText(text.converted);
    const euAmount = text.amount(text.converted.exec((await row(eu).getByTestId('row-budget').textContent()) ?? '')?.[1] ?? '');
    expect(euAmount).toBeGreaterThan(0);
    // Bogotá's own amount, 3,000 pesos, is under its minimum of 4,000: its row is red, Submit off.
    await row(co).getByLabel(text.override).fill('3000');
    await expect(row(co)).toHaveAttribute('data-ok', 'false');
    await expect(row(co)).toContainText(text.budgetProblem);
    await expect(row(co).getByTestId('row-budget')).toHaveAttribute('data-below', 'true');
    await expect(submit).toBeDisabled();
    // UK may not use the US pixel and has one of its own: pre-selected.
    await expect(row(uk).getByRole('combobox', { name: /^P[ií]xel$/ })).toHaveText('Northwind UK Web');

    // Fix the red row (Bogotá's own budget, in pesos) and choose a page per account: EU its own, Bogotá its café's.
    await row(co).getByLabel(text.override).fill('5000');
    await expect(row(co).getByTestId('row-budget')).toHaveAttribute('data-below', 'false');
    await row(eu).getByRole('combobox', { name: text.page }).click();
    await page.getByRole('option', { name: 'Northwind Moda' }).click();
    await row(co).getByRole('combobox', { name: text.page }).click();
    await page.getByRole('option', { name: 'Andes Café' }).click();
    for (const target of [eu, uk, co]) {
      await expect(row(target)).toHaveAttribute('data-ok', 'true');
      await expect(row(target)).toContainText(text.ready);
    }
    await expect(submit).toBeEnabled();
    // From the three accounts' Meta API usage, recorded by their syncs.
    await expect(dialog.getByTestId('clone-estimate')).toHaveText(text.estimate);
    await submit.click();

    // Every account succeeds: nothing less is a pass.
    const results = dialog.getByTestId('clone-results');
    for (const target of [eu, uk, co]) await expect(results.locator(`tr[data-account-id="${target.id}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });

    // Each account's tree uses the page chosen for it, and its budget in its own currency: the euros its row showed, Bogotá's 5,000 pesos.
    for (const [target, expected, amount] of [[eu, await pageId(eu, 'Northwind Moda'), euAmount], [co, await pageId(co, 'Andes Café'), 5000]] as const) {
      const tree = (await (await request.get(`/sandbox/graph/_sandbox/accounts/${target.id}/tree`, { headers: meta.controlHeaders })).json()) as {
        campaigns: Array<{ name: string; status: string; daily_budget?: string; lifetime_budget?: string; adsets: Array<{ daily_budget?: string; lifetime_budget?: string; ads: Array<{ creative: { object_story_spec: { page_id: string } } }> }> }>;
      };
      const campaign = tree.campaigns.find((candidate) => candidate.name === cloneName);
      expect(campaign?.status).toBe('PAUSED');
      const pages = new Set(campaign?.adsets.flatMap((adset) => adset.ads.map((ad) => ad.creative.object_story_spec.page_id)));
      expect([...pages]).toEqual([expected]);
      // The budget sits on the campaign, or on each ad set when the source keeps it there.
      const budgets = [campaign, ...(campaign?.adsets ?? [])].flatMap((node) => [node?.daily_budget, node?.lifetime_budget]).filter((budget) => budget !== undefined && Number(budget) > 0);
      expect(budgets.length).toBeGreaterThan(0);
      for (const budget of budgets) expect(Number(budget)).toBe(Math.round(amount * currencyOffset(target.currency)));
    }
  });
}

const RULES_TEXTS = {
  en: {
    duplicate: /^Duplicate /,
    name: 'Campaign name',
    budget: 'Budget amount',
    submit: 'Duplicate Campaign',
    ready: 'Ready to clone',
    legacy: (campaign: string, account: string) => `"${campaign}" is an Advantage+ shopping campaign of the old kind, which Meta no longer lets anyone create or copy through its API, so it can't be cloned into ${account}.`,
    explore: (adSet: string) => `Meta removed the Instagram Explore feed placement: the ad set "${adSet}" is created without it.`,
  },
  es: {
    duplicate: /^Duplicar /,
    name: 'Nombre de la campaña',
    budget: 'Monto del presupuesto',
    submit: 'Duplicar Campaña',
    ready: 'Lista para clonar',
    legacy: (campaign: string, account: string) => `"${campaign}" es una campaña de compras Advantage+ del tipo antiguo, que Meta ya no deja crear ni copiar por su API, así que no se puede clonar en ${account}.`,
    explore: (adSet: string) => `Meta retiró la ubicación del feed de Explorar de Instagram: el conjunto "${adSet}" se crea sin ella.`,
  },
} as const;

/** Campaigns a journey planted in the sandbox world its worker's journeys share, deleted after it (pass or fail). */
const planted: Array<{ token: string; campaign: string }> = [];
test.afterEach(async ({ request }) => {
  for (const { token, campaign } of planted.splice(0)) {
    const deleted = await request.post(`${SANDBOX_GRAPH}/${campaign}`, { form: { access_token: token, status: 'DELETED' } });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
});

for (const language of journeyLanguages('es')) {
  test(`explain why a legacy Advantage+ shopping campaign cannot be cloned, and warn of a placement Meta removed (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(150_000);
    const text = RULES_TEXTS[language];
    const named = (part: string) => meta.accounts.find((account) => account.name.includes(part)) as SandboxAccount;
    // Planted in the UK account, which no other journey takes its source from: they pick the US store's first campaigns,
    // and a planted campaign stays listed (deleted) after this journey.
    const [uk, eu] = [named('UK Outdoor'), named('EU Fashion')];
    const [storePage] = ((await (await request.get(`${SANDBOX_GRAPH}/${uk.id}/promote_pages`, { params: { fields: 'id,name', access_token: meta.token } })).json()) as { data: Array<{ id: string; name: string }> }).data.filter((candidate) => candidate.name === 'Northwind');
    const [image] = ((await (await request.get(`${SANDBOX_GRAPH}/${uk.id}/adimages`, { params: { fields: 'hash', access_token: meta.token } })).json()) as { data: Array<{ hash: string }> }).data;
    const ad = (name: string) => ({ name, creative: { object_story_spec: { page_id: storePage?.id, link_data: { link: 'https://shop.example.com', image_hash: image?.hash } } } });
    // Campaigns made before today's rules, which no call may make now: through the sandbox's controls, as they sit in accounts.
    const plant = async (body: object) => {
      const answer = await request.post(`${SANDBOX}/_sandbox/accounts/${uk.id}/campaigns`, { data: body, headers: meta.controlHeaders });
      expect(answer.ok(), await answer.text()).toBe(true);
      const { id } = (await answer.json()) as { id: string };
      planted.push({ token: meta.token, campaign: id });
    };
    const stamp = `${language} ${Date.now()}`;
    const shopping = `Shopping ${stamp}`;
    const explore = { campaign: `Explore ${stamp}`, adSet: `Explore ${stamp} · Feeds` };
    await plant({ name: shopping, objective: 'OUTCOME_SALES', smart_promotion_type: 'AUTOMATED_SHOPPING_ADS', daily_budget: 5000, adsets: [{ name: `${shopping} · All`, targeting: { geo_locations: { countries: ['GB'] } }, ads: [ad(`${shopping} · Ad`)] }] });
    await plant({
      name: explore.campaign,
      objective: 'OUTCOME_TRAFFIC',
      adsets: [{ name: explore.adSet, daily_budget: 2000, targeting: { geo_locations: { countries: ['GB'] }, publisher_platforms: ['facebook', 'instagram'], instagram_positions: ['stream', 'explore'] }, ads: [ad(`${explore.campaign} · Ad`)] }],
    });

    await login({ language });
    await connectFacebook();
    await page.goto(`/campaign-duplicator?lng=${language}&account=${uk.id}`);
    const table = page.getByTestId('campaigns-table');
    const dialog = page.getByRole('dialog');
    const row = dialog.locator(`[data-testid=preflight-row][data-account="${eu.id}"]`);
    const submit = dialog.getByRole('button', { name: text.submit });

    // The legacy shopping campaign: its row says why and how to remake it; nothing can be sent.
    await table.locator('tbody tr').filter({ hasText: shopping }).getByRole('button', { name: text.duplicate }).click();
    await dialog.getByLabel(text.name).fill(`Copy ${shopping}`);
    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(eu.name)}`) }).check();
    await expect(row).toHaveAttribute('data-ok', 'false');
    await expect(row).toContainText(text.legacy(shopping, eu.name));
    await expect(submit).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The campaign in Explore: the row passes and warns; the copy is made without Explore and says so again.
    await table.locator('tbody tr').filter({ hasText: explore.campaign }).getByRole('button', { name: text.duplicate }).click();
    const cloneName = `Copy ${explore.campaign}`;
    await dialog.getByLabel(text.name).fill(cloneName);
    await dialog.getByLabel(text.budget).fill('20');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(eu.name)}`) }).check();
    await expect(row).toHaveAttribute('data-ok', 'true');
    await expect(row).toContainText(text.ready);
    await expect(row.getByTestId('preflight-warnings')).toHaveText(text.explore(explore.adSet));
    await submit.click();
    const result = dialog.getByTestId('clone-results').locator(`tr[data-account-id="${eu.id}"]`);
    await expect(result).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
    // The outcome shows in the account's cell on a phone and in its own column on wider screens: the one shown.
    await expect(result.getByTestId('clone-warnings').filter({ visible: true })).toContainText(text.explore(explore.adSet));

    const tree = (await (await request.get(`${SANDBOX}/_sandbox/accounts/${eu.id}/tree`, { headers: meta.controlHeaders })).json()) as {
      campaigns: Array<{ name: string; adsets: Array<{ targeting: { instagram_positions?: string[]; targeting_automation?: unknown } }> }>;
    };
    const copy = tree.campaigns.find((candidate) => candidate.name === cloneName);
    expect(copy?.adsets.map((adset) => [adset.targeting.instagram_positions, adset.targeting.targeting_automation])).toEqual([[['stream'], { advantage_audience: 0 }]]);
    expect(tree.campaigns.some((candidate) => candidate.name === `Copy ${shopping}`)).toBe(false);
  });
}
