import { type MessageLanguage, userMessage } from '@adfleet/core/messages';
import { renderMessage } from '@adfleet/core/render-message';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { languageOnlyPhrases } from './support/language-texts.ts';

const phrasesOnlyIn = languageOnlyPhrases();
const OTHER: Record<MessageLanguage, MessageLanguage> = { en: 'es', es: 'en' };

/** The phrases of the other language that a screen shows: none, when every text on it is in the screen's language. */
async function foreignPhrasesOn(page: Page, language: MessageLanguage): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return phrasesOnlyIn[OTHER[language]].filter((phrase) => shown.includes(phrase));
}

test('the main screens speak only the chosen language, server messages included', async ({ page, request, meta, login, connectFacebook }) => {
  test.setTimeout(180_000);
  expect(phrasesOnlyIn.en.length).toBeGreaterThan(100);
  expect(phrasesOnlyIn.es.length).toBeGreaterThan(100);

  // A user connected to the sandbox's first demo user, through the REST twins, with the first sync finished.
  const { token } = await login();
  const auth = { Authorization: `Bearer ${token}` };
  await connectFacebook();

  // A clone with one failing target: a Tokyo campaign into its own account and into the US store, which may use
  // neither the Tokyo pixel nor its page.
  const tokyo = meta.accounts.find((account) => account.currency === 'JPY' && account.account_status === 1);
  const usStore = meta.accounts.find((account) => account.currency === 'USD' && account.account_status === 1);
  if (!tokyo || !usStore) throw new Error('the sandbox has no active JPY and USD accounts');
  const listed = (await (await request.get('/api/campaigns', { headers: auth, params: { adAccountId: tokyo.id } })).json()) as Array<{ id: string }> | { items: Array<{ id: string }> };
  const campaign = (Array.isArray(listed) ? listed : listed.items)[0];
  if (!campaign) throw new Error(`no campaign synced for ${tokyo.id}`);
  const started = await request.post('/api/clone-campaign', {
    headers: auth,
    data: { campaignId: campaign.id, nameTemplate: '{name} – {account}', budgetType: 'daily', dailyBudget: 100000, targetAccounts: [tokyo.id, usStore.id] },
  });
  expect(started.ok()).toBe(true);
  const history = (await (await request.get('/trpc/clone.history', { headers: auth })).json()) as { result: { data: { json: { items: Array<{ batchId: string }> } } } };
  const batchId = history.result.data.json.items[0]?.batchId ?? '';
  const batch = async () => (await (await request.get(`/api/clone-campaign/${batchId}`, { headers: auth })).json()) as { status: string; accounts: Array<{ adAccountId: string; state: string }> };
  await expect.poll(async () => (await batch()).status, { timeout: 60_000 }).toBe('completed');
  expect((await batch()).accounts.find((account) => account.adAccountId === usStore.id)?.state).toBe('failed');

  for (const language of ['es', 'en'] as const) {
    await page.goto(`/dashboard?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.waitForLoadState('networkidle');
    expect(await foreignPhrasesOn(page, language), `dashboard in ${language}`).toEqual([]);

    await page.goto(`/accounts?lng=${language}`);
    await expect(page.getByText(usStore.name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await foreignPhrasesOn(page, language), `accounts in ${language}`).toEqual([]);

    // The duplicator, with the clone's results opened again from the history.
    await page.goto(`/campaign-duplicator?lng=${language}`);
    await page.getByTestId('clone-history').locator(`tr[data-batch-id="${batchId}"]`).getByRole('button').click();
    const failedRow = page.getByTestId('clone-results').locator(`tr[data-account-id="${usStore.id}"]`);
    await expect(failedRow).toHaveAttribute('data-state', 'failed');
    await expect(failedRow).toContainText(renderMessage(userMessage('cloneFailed', { account: usStore.name }), language));
    await page.waitForLoadState('networkidle');
    expect(await foreignPhrasesOn(page, language), `duplicator results in ${language}`).toEqual([]);

    await page.goto(`/auth-diagnostics?lng=${language}`);
    await expect(page.getByText(renderMessage(userMessage('healthDatabaseConnected'), language))).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await foreignPhrasesOn(page, language), `diagnostics in ${language}`).toEqual([]);
  }
});
