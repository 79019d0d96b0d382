import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SANDBOX_GRAPH, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    set: 'Set to',
    preview: 'Preview budget change',
    confirm: 'Change 2 budgets',
    notSent: 'Won’t be sent',
    notSentWhy: 'AdFleet already changed this ad set’s budget 4 times in the last hour',
    skipped: 'Not sent',
    activity: 'Recent activity',
    changed: 'Budget changed in Northwind – US Store',
  },
  es: {
    set: 'Fijar en',
    preview: 'Vista previa del cambio de presupuesto',
    confirm: 'Cambiar 2 presupuestos',
    notSent: 'No se enviará',
    notSentWhy: 'AdFleet ya cambió el presupuesto de este conjunto de anuncios 4 veces en la última hora',
    skipped: 'No enviado',
    activity: 'Actividad reciente',
    changed: 'Presupuesto cambiado en Northwind – US Store',
  },
} as const;

/** A Graph POST with the persona's token, as Ads Manager would make it. */
async function graphPost(request: APIRequestContext, token: string, path: string, params: Record<string, unknown>) {
  const form: Record<string, string> = { access_token: token };
  for (const [name, value] of Object.entries(params)) form[name] = typeof value === 'string' ? value : JSON.stringify(value);
  const response = await request.post(`${SANDBOX_GRAPH}/${path}`, { form });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

/** A tRPC call of the signed-in browser's, with its bearer token, as the web app makes it (superjson's envelope). */
async function trpc<T>(page: Page, procedure: string, input: unknown, method: 'GET' | 'POST'): Promise<T> {
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`, 'content-type': 'application/json' };
  const response =
    method === 'GET'
      ? await page.request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { headers })
      : await page.request.post(`/trpc/${procedure}`, { headers, data: { json: input } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** A worker's journeys share its sandbox world: this one changes only a campaign of its own, deleted again after it. */
const added: Array<{ token: string; campaign: string }> = [];
test.afterEach(async ({ request }) => {
  for (const { token, campaign } of added.splice(0)) await graphPost(request, token, campaign, { status: 'DELETED' });
});

for (const language of journeyLanguages('en')) {
  test(`change two ad-set budgets from the Budget page, a third held back by Meta’s hourly limit, and see them at Meta and in the activity (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    const us = meta.accounts.find((account) => account.name.includes('US Store')) as SandboxAccount;
    const name = `Budget journey ${language} ${Date.now()}`;
    const campaign = await graphPost(request, meta.token, `${us.id}/campaigns`, { name, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
    added.push({ token: meta.token, campaign: campaign.id });
    const adsets = [];
    for (const audience of ['A', 'B', 'C']) {
      adsets.push(
        await graphPost(request, meta.token, `${us.id}/adsets`, {
          name: `${name} · ${audience}`,
          campaign_id: campaign.id,
          status: 'ACTIVE',
          daily_budget: 3000,
          billing_event: 'IMPRESSIONS',
          optimization_goal: 'LINK_CLICKS',
          targeting: { geo_locations: { countries: ['US'] } },
        }),
      );
    }

    const [first, second, limited] = adsets as [{ id: string }, { id: string }, { id: string }];

    await login({ language });
    await connectFacebook();
    // The level filter travels in the URL: the page opens on ad-set budgets only.
    await page.goto(`/budget?lng=${language}&level=adset&sort=name`);
    const table = page.getByTestId('budget-table');
    await expect(table.locator(`[data-object-id="${limited.id}"]`)).toBeVisible();
    // The third ad set's budget changes 4 times through AdFleet first: all Meta allows in an hour.
    const overview = await trpc<{ rows: Array<{ accountId: string; objectId: string }> }>(page, 'budget.overview', {}, 'GET');
    const accountId = overview.rows.find((row) => row.objectId === limited.id)?.accountId;
    for (const amount of [31, 32, 33, 34]) {
      await trpc(page, 'budget.change', { items: [{ accountId, objectType: 'adset', objectId: limited.id }], operation: { kind: 'set', amount } }, 'POST');
    }
    for (const adset of adsets) await table.locator(`[data-object-id="${adset.id}"]`).getByRole('checkbox').check();

    await page.getByTestId('budget-operation').click();
    await page.getByRole('option', { name: text.set }).click();
    await page.getByTestId('budget-value').fill('45');
    await page.getByTestId('budget-preview-button').click();
    const dialog = page.getByRole('dialog', { name: text.preview });
    await expect(dialog.getByTestId('budget-preview-row')).toHaveCount(3);
    for (const adset of adsets) await expect(dialog.locator(`[data-object-id="${adset.id}"]`).getByTestId('budget-preview-new')).toContainText('45');
    // The one Meta would refuse is marked, with why, before anything is sent; the count to confirm leaves it out.
    const held = dialog.locator(`[data-object-id="${limited.id}"]`);
    await expect(held).toHaveAttribute('data-not-sent', 'true');
    await expect(held.getByTestId('budget-preview-not-sent')).toHaveText(text.notSent);
    await expect(held).toContainText(text.notSentWhy);
    for (const adset of [first, second]) await expect(dialog.locator(`[data-object-id="${adset.id}"]`).getByTestId('budget-preview-not-sent')).toHaveCount(0);
    await dialog.getByRole('button', { name: text.confirm }).click();

    // The change's results replace the preview, one row per budget, and its id is in the URL.
    await expect(page).toHaveURL(/[?&]change=/);
    const results = page.getByTestId('budget-change-results');
    for (const adset of [first, second]) await expect(results.locator(`[data-object-id="${adset.id}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 30_000 });
    await expect(results.locator(`[data-object-id="${limited.id}"]`)).toHaveAttribute('data-state', 'skipped');
    await expect(results.locator(`[data-object-id="${limited.id}"]`)).toContainText(text.skipped);
    const budgetAtMeta = async (adset: { id: string }) =>
      ((await (await request.get(`${SANDBOX_GRAPH}/${adset.id}`, { params: { fields: 'daily_budget', access_token: meta.token } })).json()) as { daily_budget: string }).daily_budget;
    for (const adset of [first, second]) expect(await budgetAtMeta(adset)).toBe('4500');
    // The fifth change was never sent: Meta keeps one of the four before it.
    expect(['3100', '3200', '3300', '3400']).toContain(await budgetAtMeta(limited));
    // A reload keeps the filters and the results.
    await page.reload();
    await expect(page).toHaveURL(/level=adset/);
    await expect(results.locator('[data-state="succeeded"]')).toHaveCount(2);
    await expect(results.locator('[data-state="skipped"]')).toHaveCount(1);

    await page.goto(`/dashboard?lng=${language}`);
    const activity = page.getByRole('region', { name: text.activity });
    await expect(activity.getByText(text.changed).first()).toBeVisible();
  });
}
