import { formatMoney, moneyLocale } from '@adfleet/core/money';
import { expect, type Page, test } from '@playwright/test';
import { type AccountPreset, sandboxSpendByCurrency } from './support/account-days.ts';
import { ownAddress } from './support/client-address.ts';
import { JOURNEY_LANGUAGES, type JourneyLanguage } from './support/journey-languages.ts';
import { webText } from './support/language-texts.ts';
import { escapeRegExp, registerThroughApi, sandboxWorld, syncRunning } from './support/sandbox-journey.ts';

test.use(ownAddress('preset-totals'));

/** One preset of each kind: a single past day, whole days ending yesterday, and a span that runs to today. */
const CHECKED_PRESETS = ['yesterday', 'last7Days', 'thisMonth'] as const satisfies readonly AccountPreset[];

const presetName = (language: JourneyLanguage, preset: AccountPreset | 'maximum') => webText(language, 'layout', `filters.presets.${preset}`);

/** Opens the header's date picker: its quick ranges. */
async function openPicker(page: Page, language: JourneyLanguage) {
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(webText(language, 'layout', 'filters.dateRangeLabel'))}: `) }).click();
  return page.getByRole('group', { name: webText(language, 'layout', 'filters.presetsLabel') });
}

async function pickPreset(page: Page, language: JourneyLanguage, preset: AccountPreset) {
  const presets = await openPicker(page, language);
  await presets.getByRole('button', { name: presetName(language, preset), exact: true }).click();
  await expect(page.getByRole('button', { name: `${webText(language, 'layout', 'filters.dateRangeLabel')}: ${presetName(language, preset)}` })).toBeVisible();
}

test("each preset's totals, on the dashboard and in Reports, sum every account over its own days, in English and Spanish", async ({ page, request }) => {
  test.setTimeout(300_000);
  const sandbox = await sandboxWorld(request);
  // The days differ between accounts only if their calendars do: the seeded world spans several time zones.
  expect(new Set(sandbox.accounts.map((account) => account.timezone_name)).size).toBeGreaterThanOrEqual(3);
  const { token } = await registerThroughApi(request, 'presets');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/facebook/token', { headers: auth, data: { accessToken: sandbox.token, userInfo: { id: sandbox.user.id } } })).ok()).toBe(true);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/dashboard');
  await expect.poll(() => syncRunning(page), { timeout: 120_000, intervals: [500, 1000] }).toBe(false);

  for (const language of JOURNEY_LANGUAGES) {
    const locale = moneyLocale(language);
    // The sandbox's own per-day spend, each account summed over the preset's days in its own time zone.
    const expected = new Map<AccountPreset, Map<string, number>>();
    for (const preset of CHECKED_PRESETS) expected.set(preset, await sandboxSpendByCurrency(request, sandbox.token, sandbox.accounts, preset));
    const delivered = (preset: AccountPreset) => [...(expected.get(preset) ?? [])].filter(([, spend]) => spend > 0);

    await page.goto(`/dashboard?lng=${language}`);
    await expect(page.getByTestId('spend-summary')).toBeVisible();
    // The picker offers Ads Manager's other ranges too.
    const presets = await openPicker(page, language);
    for (const preset of ['last14Days', 'maximum'] as const) await expect(presets.getByRole('button', { name: presetName(language, preset), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    for (const preset of CHECKED_PRESETS) {
      await pickPreset(page, language, preset);
      expect(delivered(preset).length).toBeGreaterThan(0);
      for (const [currency, spend] of delivered(preset)) await expect(page.getByTestId(`spend-${currency}`), `${preset}, ${currency}`).toHaveText(formatMoney(spend, currency, locale));
    }

    // Reports by ad account: each currency's total is its accounts' spend, as the dashboard's.
    await page.goto(`/reports?lng=${language}&groupBy=account`);
    await expect(page.getByTestId('report-table')).toBeVisible();
    for (const preset of CHECKED_PRESETS) {
      await pickPreset(page, language, preset);
      for (const [currency, spend] of delivered(preset)) {
        const total = page.getByTestId('report-total').filter({ hasText: webText(language, 'reports', 'table.total').replace('{{currency}}', currency) });
        await expect(total.getByRole('cell').nth(1), `${preset}, ${currency}`).toHaveText(formatMoney(spend, currency, locale));
      }
    }
  }
});
