import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SANDBOX_GRAPH, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: { set: 'Set to', preview: 'Preview budget change', confirm: 'Change 2 budgets', activity: 'Recent activity', changed: 'Budget changed in Northwind – US Store' },
  es: { set: 'Fijar en', preview: 'Vista previa del cambio de presupuesto', confirm: 'Cambiar 2 presupuestos', activity: 'Actividad reciente', changed: 'Presupuesto cambiado en Northwind – US Store' },
} as const;

/** A Graph POST with the persona's token, as Ads Manager would make it. */
async function graphPost(request: APIRequestContext, token: string, path: string, params: Record<string, unknown>) {
  const form: Record<string, string> = { access_token: token };
  for (const [name, value] of Object.entries(params)) form[name] = typeof value === 'string' ? value : JSON.stringify(value);
  const response = await request.post(`${SANDBOX_GRAPH}/${path}`, { form });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

/** A worker's journeys share its sandbox world: this one changes only a campaign of its own, deleted again after it. */
const added: Array<{ token: string; campaign: string }> = [];
test.afterEach(async ({ request }) => {
  for (const { token, campaign } of added.splice(0)) await graphPost(request, token, campaign, { status: 'DELETED' });
});

for (const language of journeyLanguages('en')) {
  test(`change two ad-set budgets from the Budget page and see them at Meta and in the activity (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    const us = meta.accounts.find((account) => account.name.includes('US Store')) as SandboxAccount;
    const name = `Budget journey ${language} ${Date.now()}`;
    const campaign = await graphPost(request, meta.token, `${us.id}/campaigns`, { name, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
    added.push({ token: meta.token, campaign: campaign.id });
    const adsets = [];
    for (const audience of ['A', 'B']) {
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

    await login({ language });
    await connectFacebook();
    // The level filter travels in the URL: the page opens on ad-set budgets only.
    await page.goto(`/budget?lng=${language}&level=adset&sort=name`);
    const table = page.getByTestId('budget-table');
    for (const adset of adsets) await table.locator(`[data-object-id="${adset.id}"]`).getByRole('checkbox').check();

    await page.getByTestId('budget-operation').click();
    await page.getByRole('option', { name: text.set }).click();
    await page.getByTestId('budget-value').fill('45');
    await page.getByTestId('budget-preview-button').click();
    const dialog = page.getByRole('dialog', { name: text.preview });
    await expect(dialog.getByTestId('budget-preview-row')).toHaveCount(2);
    for (const adset of adsets) await expect(dialog.locator(`[data-object-id="${adset.id}"]`).getByTestId('budget-preview-new')).toContainText('45');
    await dialog.getByRole('button', { name: text.confirm }).click();

    // The change's results replace the preview, one row per budget, and its id is in the URL.
    await expect(page).toHaveURL(/[?&]change=/);
    const results = page.getByTestId('budget-change-results');
    for (const adset of adsets) await expect(results.locator(`[data-object-id="${adset.id}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 30_000 });
    for (const adset of adsets) {
      const read = (await (await request.get(`${SANDBOX_GRAPH}/${adset.id}`, { params: { fields: 'daily_budget', access_token: meta.token } })).json()) as { daily_budget: string };
      expect(read.daily_budget).toBe('4500');
    }
    // A reload keeps the filters and the results.
    await page.reload();
    await expect(page).toHaveURL(/level=adset/);
    await expect(results.locator('[data-state="succeeded"]')).toHaveCount(2);

    await page.goto(`/dashboard?lng=${language}`);
    const activity = page.getByRole('region', { name: text.activity });
    await expect(activity.getByText(text.changed).first()).toBeVisible();
  });
}
