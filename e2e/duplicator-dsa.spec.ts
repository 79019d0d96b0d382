import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { escapeRegExp, SANDBOX_GRAPH, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: { duplicate: /^Duplicate /, name: 'Campaign name', budget: 'Budget amount', submit: 'Duplicate Campaign', ready: 'Ready to clone', payor: 'Paid for by (EU)', beneficiary: 'Beneficiary (EU)', problem: 'say who pays for the ads and who benefits from them' },
  es: { duplicate: /^Duplicar /, name: 'Nombre de la campaña', budget: 'Monto del presupuesto', submit: 'Duplicar Campaña', ready: 'Lista para clonar', payor: 'Pagado por (UE)', beneficiary: 'Beneficiario (UE)', problem: 'indican quién paga los anuncios y quién se beneficia de ellos' },
} as const;

/** A Graph POST with the persona's token, as Ads Manager would make it. */
async function graphPost(request: APIRequestContext, token: string, path: string, params: Record<string, unknown>) {
  const form: Record<string, string> = { access_token: token };
  for (const [name, value] of Object.entries(params)) form[name] = typeof value === 'string' ? value : JSON.stringify(value);
  const response = await request.post(`${SANDBOX_GRAPH}/${path}`, { form });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

/** What a journey added to the sandbox world its worker's journeys share, taken out again after it (pass or fail). */
const added: Array<{ token: string; account: string; campaign: string }> = [];
test.afterEach(async ({ request }) => {
  for (const { token, account, campaign } of added.splice(0)) {
    // The source leaves the lists other journeys pick campaigns from, and the account its DSA defaults.
    await graphPost(request, token, campaign, { status: 'DELETED' });
    await graphPost(request, token, account, { default_dsa_payor: '', default_dsa_beneficiary: '' });
  }
});

for (const language of journeyLanguages('en')) {
  test(`clone an EU campaign whose ad sets name no DSA payor into an account without defaults, giving them in its row (${language})`, async ({ page, request, meta, login, connectFacebook }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    const named = (part: string) => meta.accounts.find((account) => account.name.includes(part)) as SandboxAccount;
    const [us, eu] = [named('US Store'), named('EU Fashion')];
    const get = async (path: string, fields: string) => ((await (await request.get(`${SANDBOX_GRAPH}/${path}`, { params: { fields, access_token: meta.token } })).json()) as { data: Array<Record<string, string>> }).data;

    // The US store reaches Spain with an ad set that names no payor: the store's account defaults stand in for it.
    await graphPost(request, meta.token, us.id, { default_dsa_payor: 'Northwind Agency', default_dsa_beneficiary: 'Northwind US' });
    const sourceName = `Spain launch ${language} ${Date.now()}`;
    const campaign = await graphPost(request, meta.token, `${us.id}/campaigns`, { name: sourceName, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
    added.push({ token: meta.token, account: us.id, campaign: campaign.id });
    const adset = await graphPost(request, meta.token, `${us.id}/adsets`, { name: `${sourceName} · Spain`, campaign_id: campaign.id, status: 'ACTIVE', daily_budget: 3000, billing_event: 'IMPRESSIONS', optimization_goal: 'LINK_CLICKS', targeting: { geo_locations: { countries: ['ES'] } } });
    const [storePage] = await get(`${us.id}/promote_pages`, 'id');
    const [image] = await get(`${us.id}/adimages`, 'hash');
    const creative = await graphPost(request, meta.token, `${us.id}/adcreatives`, { name: `${sourceName} · Creative`, object_story_spec: { page_id: storePage?.id, link_data: { link: 'https://example.com', message: 'Hola', image_hash: image?.hash } } });
    await graphPost(request, meta.token, `${us.id}/ads`, { name: `${sourceName} · Ad`, adset_id: adset.id, creative: { creative_id: creative.id }, status: 'ACTIVE' });

    await login({ language });
    await connectFacebook();
    await page.goto(`/campaign-duplicator?lng=${language}`);
    const source = page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: sourceName }).first();
    await source.getByRole('button', { name: text.duplicate }).click();
    const dialog = page.getByRole('dialog');
    const cloneName = `DSA ${language} ${Date.now()}`;
    await dialog.getByLabel(text.name).fill(cloneName);
    await dialog.getByLabel(text.budget).fill('20');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(eu.name)}`) }).check();

    // EU Fashion has no defaults: its row is red, says what is missing, and asks for both names.
    const row = dialog.locator(`[data-testid=preflight-row][data-account="${eu.id}"]`);
    const submit = dialog.getByRole('button', { name: text.submit });
    await expect(row).toHaveAttribute('data-ok', 'false');
    await expect(row).toContainText(text.problem);
    await expect(submit).toBeDisabled();
    await row.getByLabel(text.payor).fill('Northwind Agency SL');
    await expect(row).toHaveAttribute('data-ok', 'false');
    await row.getByLabel(text.beneficiary).fill('Northwind Moda');
    await expect(row).toHaveAttribute('data-ok', 'true');
    await expect(row).toContainText(text.ready);
    await expect(submit).toBeEnabled();
    await submit.click();

    const results = dialog.getByTestId('clone-results');
    await expect(results.locator(`tr[data-account-id="${eu.id}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
    const tree = (await (await request.get(`/sandbox/graph/_sandbox/accounts/${eu.id}/tree`, { headers: meta.controlHeaders })).json()) as {
      campaigns: Array<{ name: string; status: string; adsets: Array<{ dsa_payor?: string; dsa_beneficiary?: string }> }>;
    };
    const clone = tree.campaigns.find((candidate) => candidate.name === cloneName);
    expect(clone?.status).toBe('PAUSED');
    expect(clone?.adsets.map((candidate) => [candidate.dsa_payor, candidate.dsa_beneficiary])).toEqual([['Northwind Agency SL', 'Northwind Moda']]);
  });
}
