import { formatMoney, moneyLocale } from '@adfleet/core/money';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { type AccountPreset, appClockSpan, oneOf, sandboxSpendByCurrency } from './support/account-days.ts';
import { JOURNEY_LANGUAGES, type JourneyLanguage } from './support/journey-languages.ts';
import { webText } from './support/language-texts.ts';
import { escapeRegExp } from './support/sandbox-journey.ts';

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

test("each preset's totals, on the dashboard and in Reports, sum every account over its own days, in English and Spanish", async ({ page, request, meta, login, connectFacebook }, testInfo) => {
  test.setTimeout(300_000);
  // Before any page counts its days (account-days.ts).
  const span = await appClockSpan(request, testInfo);
  // The days differ between accounts only if their calendars do: the seeded world spans several time zones.
  expect(new Set(meta.accounts.map((account) => account.timezone_name)).size).toBeGreaterThanOrEqual(3);
  await login();
  await connectFacebook();

  // The sandbox's own per-day spend, each account summed over the preset's days in its own time zone.
  const expected = new Map<AccountPreset, Map<string, number[]>>();
  for (const preset of CHECKED_PRESETS) expected.set(preset, await sandboxSpendByCurrency(request, meta.token, meta.accounts, preset, span));
  const delivered = (preset: AccountPreset) => [...(expected.get(preset) ?? [])].filter(([, spends]) => spends.every((spend) => spend > 0));

  for (const language of JOURNEY_LANGUAGES) {
    const locale = moneyLocale(language);
    const shown = (spends: number[], currency: string) => oneOf(spends.map((spend) => formatMoney(spend, currency, locale)));

    await page.goto(`/dashboard?lng=${language}`);
    await expect(page.getByTestId('spend-summary')).toBeVisible();
    // The picker offers Ads Manager's other ranges too.
    const presets = await openPicker(page, language);
    for (const preset of ['last14Days', 'maximum'] as const) await expect(presets.getByRole('button', { name: presetName(language, preset), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    for (const preset of CHECKED_PRESETS) {
      await pickPreset(page, language, preset);
      expect(delivered(preset).length).toBeGreaterThan(0);
      for (const [currency, spends] of delivered(preset)) await expect(page.getByTestId(`spend-${currency}`), `${preset}, ${currency}`).toHaveText(shown(spends, currency));
    }

    // Reports by ad account: each currency's total is its accounts' spend, as the dashboard's.
    await page.goto(`/reports?lng=${language}&groupBy=account`);
    await expect(page.getByTestId('report-table')).toBeVisible();
    for (const preset of CHECKED_PRESETS) {
      await pickPreset(page, language, preset);
      for (const [currency, spends] of delivered(preset)) {
        const total = page.getByTestId('report-total').filter({ hasText: webText(language, 'reports', 'table.total').replace('{{currency}}', currency) });
        await expect(total.getByRole('cell').nth(1), `${preset}, ${currency}`).toHaveText(shown(spends, currency));
      }
    }
  }
});
