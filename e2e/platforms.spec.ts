import { expect, test } from './support/test.ts';
import { journeyLanguages } from './support/journey-languages.ts';

/** What a person reads, in each language, written out here so a text left in the other language fails. */
const TEXT = {
  en: {
    nav: 'Main navigation',
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    duplicator: 'Duplicator',
    platform: 'Platform',
    all: 'All Platforms',
    facebook: 'Facebook Ads',
    tiktok: 'TikTok Ads',
    firstStep: 'Connect your first ad account',
    tabs: { facebook: 'Facebook', tiktok: 'TikTok', all: 'All' },
    empty: 'No campaigns available',
    duplicate: 'Duplicate',
    samePlatform: "Facebook ad accounts only: copies stay on the campaign's platform.",
  },
  es: {
    nav: 'Navegación principal',
    dashboard: 'Panel',
    accounts: 'Cuentas',
    duplicator: 'Duplicador',
    platform: 'Plataforma',
    all: 'Todas las plataformas',
    facebook: 'Facebook Ads',
    tiktok: 'TikTok Ads',
    firstStep: 'Conecta tu primera cuenta publicitaria',
    tabs: { facebook: 'Facebook', tiktok: 'TikTok', all: 'Todas' },
    empty: 'No hay campañas disponibles',
    duplicate: 'Duplicar',
    samePlatform: 'Solo cuentas publicitarias de Facebook: las copias se quedan en la plataforma de la campaña.',
  },
} as const;

/** The sandbox's first TikTok demo person grants these advertisers (among four). */
const TIKTOK_ADVERTISERS = ['Torres Outdoor US', 'Torres Outdoor Japan'];

for (const lang of journeyLanguages('en')) {
  const text = TEXT[lang];
  test(`[${lang}] with Meta and TikTok connected, the header's platform narrows every screen and All mixes both`, async ({ page, meta, login, connectFacebook, connectTikTok }) => {
    test.setTimeout(240_000);
    await login({ language: lang });
    await connectFacebook();
    await connectTikTok({ waitForSync: false });
    await page.goto(`/accounts?lng=${lang}`);
    const nav = page.getByRole('navigation', { name: text.nav });
    const choose = async (option: string) => {
      await page.getByRole('combobox', { name: text.platform }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const rows = page.getByTestId('connected-accounts-table').locator('tbody tr');
    const tiktokRows = rows.filter({ has: page.locator('[data-platform-id="2"]') });
    const facebookRows = rows.filter({ has: page.locator('[data-platform-id="1"]') });

    await test.step('Accounts: All lists both platforms, each row with its platform', async () => {
      await expect(page.getByRole('combobox', { name: text.platform })).toHaveText(text.all);
      await expect(tiktokRows).toHaveCount(4);
      await expect(facebookRows).toHaveCount(meta.accounts.length);
      for (const name of TIKTOK_ADVERTISERS) await expect(tiktokRows.filter({ hasText: name }).getByRole('cell').nth(1)).toHaveText('TikTok');
    });

    await test.step('Accounts: TikTok Ads lists only TikTok advertisers, Facebook Ads none of them', async () => {
      await choose(text.tiktok);
      await expect(facebookRows).toHaveCount(0);
      await expect(tiktokRows).toHaveCount(4);
      await choose(text.facebook);
      await expect(facebookRows).toHaveCount(meta.accounts.length);
      await expect(tiktokRows).toHaveCount(0);
      for (const name of TIKTOK_ADVERTISERS) await expect(rows.filter({ hasText: name })).toHaveCount(0);
    });

    await test.step('Dashboard: TikTok Ads shows the figures screen, not a coming-soon state or the first step', async () => {
      await choose(text.tiktok);
      await nav.getByRole('link', { name: text.dashboard }).click();
      await expect(page.getByTestId('kpi-spend')).toBeVisible();
      await expect(page.getByRole('heading', { name: text.firstStep })).toHaveCount(0);
    });

    await test.step('Duplicator: the TikTok tab lists no Meta campaign; Todas mixes platforms with Duplicate on every row', async () => {
      await choose(text.all);
      await nav.getByRole('link', { name: text.duplicator }).click();
      const tabs = page.getByRole('tablist', { name: text.platform });
      await expect(tabs.getByRole('tab', { name: text.tabs.facebook })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('campaigns-table').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });

      await tabs.getByRole('tab', { name: text.tabs.tiktok }).click();
      const tiktokPanel = page.getByRole('tabpanel');
      // TikTok's campaigns come with TikTok sync; until then the tab says there are none. Never a Meta campaign here.
      await expect(tiktokPanel.getByText(text.empty).or(tiktokPanel.getByTestId('campaigns-table'))).toBeVisible();
      for (const account of meta.accounts) await expect(tiktokPanel.getByText(account.name, { exact: true })).toHaveCount(0);

      await tabs.getByRole('tab', { name: text.tabs.all }).click();
      const all = page.getByTestId('campaigns-table-all');
      await expect(all.locator('tbody tr').first()).toBeVisible();
      await expect(all.getByRole('columnheader', { name: text.platform })).toBeVisible();
      const allRows = all.locator('tbody tr');
      await expect(allRows.filter({ hasNot: page.getByTestId('campaign-platform') })).toHaveCount(0);
      await expect(allRows.getByRole('button', { name: new RegExp(`^${text.duplicate} `) }).and(page.locator(':disabled'))).toHaveCount(0);
    });

    await test.step("Duplicator: a Meta campaign's dialog offers only Meta accounts as targets", async () => {
      const first = page.getByTestId('campaigns-table-all').locator('tbody tr').filter({ has: page.locator('[data-platform-id="1"]') }).first();
      await first.getByRole('button', { name: new RegExp(`^${text.duplicate} `) }).click();
      const dialog = page.getByTestId('duplicate-dialog');
      await expect(dialog.getByTestId('same-platform-note')).toHaveText(text.samePlatform);
      const targets = dialog.getByTestId('target-accounts');
      await expect(targets.getByText(meta.accounts[0]!.name, { exact: true })).toBeVisible();
      for (const name of TIKTOK_ADVERTISERS) await expect(targets.getByText(name)).toHaveCount(0);
    });
  });
}
