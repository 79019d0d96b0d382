import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { escapeRegExp } from './support/sandbox-journey.ts';
import { TIKTOK_SANDBOX } from './support/tiktok-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

/** What a person reads, in each language, written out here so a text left in the other language fails. */
const TEXT = {
  en: {
    platform: 'Platform',
    all: 'All Platforms',
    facebook: 'Facebook Ads',
    tiktok: 'TikTok Ads',
    tab: 'TikTok',
    duplicate: 'Duplicate',
    name: 'Campaign name',
    budget: 'Budget amount',
    submit: 'Duplicate Campaign',
    done: 'Duplication done',
    smartPlusHint: 'Upgraded Smart+ campaign: TikTok lists it and copies it apart from its other campaigns, only within its advertiser.',
    smartPlusRefused: (account: string) => `${account} is another advertiser: TikTok copies a Smart+ campaign only within its own advertiser`,
  },
  es: {
    platform: 'Plataforma',
    all: 'Todas las plataformas',
    facebook: 'Facebook Ads',
    tiktok: 'TikTok Ads',
    tab: 'TikTok',
    duplicate: 'Duplicar',
    name: 'Nombre de la campaña',
    budget: 'Monto del presupuesto',
    submit: 'Duplicar Campaña',
    done: 'Duplicación hecha',
    smartPlusHint: 'Campaña Smart+ mejorada: TikTok la lista y la copia aparte de sus otras campañas, solo dentro de su anunciante.',
    smartPlusRefused: (account: string) => `${account} es otro anunciante: TikTok copia una campaña Smart+ solo dentro de su propio anunciante`,
  },
} as const;

/** A money headline as the page prints it ("$1,234.56", "1234,56 US$") as a number. */
function amountOf(text: string, lang: 'en' | 'es'): number {
  const digits = text.replace(/[^\d.,-]/g, '');
  return Number(lang === 'en' ? digits.replace(/,/g, '') : digits.replace(/\./g, '').replace(',', '.'));
}

interface TreeAd {
  ad_name: string;
  operation_status: string;
}
interface TreeAdGroup {
  adgroup_name: string;
  operation_status: string;
  ads: TreeAd[];
}
/**
 * Another tab of the signed-in person at 375 px, in `language` and `theme`: the screens a phone shows, for the
 * pictures taken of them.
 */
async function phoneTab(browser: Browser, signedIn: BrowserContext, options: { baseURL: string; headers: Record<string, string>; language: 'en' | 'es'; theme: 'light' | 'dark' }): Promise<Page> {
  const context = await browser.newContext({ storageState: await signedIn.storageState(), baseURL: options.baseURL, extraHTTPHeaders: options.headers, viewport: { width: 375, height: 812 }, colorScheme: options.theme });
  await context.addInitScript(
    ([language, theme]) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('adfleet-theme', theme);
    },
    [options.language, options.theme] as const,
  );
  return context.newPage();
}

interface TreeCampaign {
  campaign_id: string;
  campaign_name: string;
  operation_status: string;
  objective_type: string;
  adgroups: TreeAdGroup[];
}

for (const lang of journeyLanguages('en')) {
  const text = TEXT[lang];
  test(`[${lang}] TikTok beside Meta: connect, read the dashboard for All and TikTok, duplicate a TikTok campaign into two advertisers, see its Smart+ campaigns`, async ({ page, context, browser, baseURL, extraHTTPHeaders, request, meta, tiktok, login, connectFacebook, connectTikTok }, testInfo) => {
    test.setTimeout(300_000);
    await login({ language: lang });
    await connectFacebook();
    await connectTikTok();

    const choose = async (option: string) => {
      await page.getByRole('combobox', { name: text.platform }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    // Read after a fresh load of the chosen view: right after a switch the previous view's figures may still be shown.
    const spend = async (): Promise<number> => {
      await page.reload();
      const headline = page.getByTestId('kpi-spend').locator('p.tabular-nums').first();
      await expect(headline).toBeVisible();
      return amountOf((await headline.textContent()) ?? '', lang);
    };

    await test.step('Dashboard: All Platforms adds Meta and TikTok in the reporting currency', async () => {
      await page.goto(`/dashboard?lng=${lang}&range=last30Days`);
      await choose(text.tiktok);
      await expect(page).toHaveURL(/platform=tiktok/);
      const onTikTok = await spend();
      await choose(text.facebook);
      await expect(page).toHaveURL(/platform=facebook/);
      const onMeta = await spend();
      await choose(text.all);
      await expect(page).not.toHaveURL(/platform=/);
      const onAll = await spend();
      expect(onTikTok).toBeGreaterThan(0);
      expect(onMeta).toBeGreaterThan(0);
      // Each headline is rounded to the cent on its own.
      expect(Math.abs(onAll - (onMeta + onTikTok))).toBeLessThanOrEqual(0.02);
    });

    const source = tiktok.advertisers.find((advertiser) => advertiser.currency === 'USD');
    const targets = tiktok.advertisers.filter((advertiser) => advertiser.currency === 'EUR' || advertiser.currency === 'JPY');
    expect(source).toBeDefined();
    expect(targets).toHaveLength(2);
    const tree = async (advertiserId: string) => (await (await request.get(`${TIKTOK_SANDBOX}/_sandbox/advertisers/${advertiserId}/tree`, { headers: tiktok.controlHeaders })).json()) as { campaigns: TreeCampaign[]; smart_plus_campaigns: TreeCampaign[] };

    // A campaign of the USD advertiser with ad groups holding ads: the one the journey duplicates.
    const original = (await tree(source!.advertiser_id)).campaigns.find((campaign) => campaign.adgroups.length >= 2 && campaign.adgroups.every((adgroup) => adgroup.ads.length > 0));
    expect(original).toBeDefined();
    const cloneName = `${original!.campaign_name} - ${lang} ${Date.now()}`;

    await test.step('Duplicator: the TikTok tab lists the synced TikTok campaigns; one is duplicated into two advertisers', async () => {
      await page.goto(`/campaign-duplicator?lng=${lang}&q=${encodeURIComponent(original!.campaign_name)}`);
      await page.getByRole('tablist', { name: text.platform }).getByRole('tab', { name: text.tab }).click();
      const row = page.locator(`[data-campaign-id="${original!.campaign_id}"]`);
      await expect(row).toBeVisible({ timeout: 30_000 });
      await row.getByRole('button', { name: new RegExp(`^${text.duplicate} `) }).click();

      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.name).fill(cloneName);
      await dialog.getByLabel(text.budget).fill('20000');
      // Only TikTok advertisers are offered for a TikTok campaign.
      for (const account of meta.accounts) await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(account.name)}`) })).toHaveCount(0);
      for (const target of targets) await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}\\s*${escapeRegExp(target.advertiser_id)}`) }).check();
      for (const target of targets) await expect(dialog.locator(`[data-testid=preflight-row][data-account="${target.advertiser_id}"]`)).toHaveAttribute('data-ok', 'true', { timeout: 30_000 });
      await dialog.getByRole('button', { name: text.submit }).click();

      const results = dialog.getByTestId('clone-results');
      await expect(results).toBeVisible({ timeout: 60_000 });
      // Every target succeeded: nothing less is a pass.
      for (const target of targets) await expect(results.locator(`tr[data-account-id="${target.advertiser_id}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 90_000 });
      await expect(dialog.getByRole('heading', { name: text.done })).toBeVisible();
    });

    await test.step('The TikTok sandbox holds one disabled copy of the whole tree in each advertiser', async () => {
      const shape = (campaign: TreeCampaign) => campaign.adgroups.map((adgroup) => ({ name: adgroup.adgroup_name, ads: adgroup.ads.map((ad) => ad.ad_name).sort() })).sort((a, b) => a.name.localeCompare(b.name));
      for (const target of targets) {
        const copies = (await tree(target.advertiser_id)).campaigns.filter((campaign) => campaign.campaign_name === cloneName);
        expect(copies, target.name).toHaveLength(1);
        const copy = copies[0]!;
        expect(copy.objective_type).toBe(original!.objective_type);
        expect(shape(copy)).toEqual(shape(original!));
        const statuses = [copy.operation_status, ...copy.adgroups.flatMap((adgroup) => [adgroup.operation_status, ...adgroup.ads.map((ad) => ad.operation_status)])];
        expect(new Set(statuses)).toEqual(new Set(['DISABLE']));
      }
      // The source is untouched, and nothing was created in the advertiser it came from.
      expect((await tree(source!.advertiser_id)).campaigns.filter((campaign) => campaign.campaign_name === cloneName)).toHaveLength(0);
    });

    // The USD advertiser also runs Upgraded Smart+ campaigns, which TikTok lists apart: synced and shown beside the others.
    const [smartPlus] = (await tree(source!.advertiser_id)).smart_plus_campaigns;
    expect(smartPlus).toBeDefined();
    const smartPlusList = `/campaign-duplicator?q=${encodeURIComponent(smartPlus!.campaign_name)}`;
    const tikTokTab = (on: Page, language: 'en' | 'es') => on.getByRole('tablist', { name: TEXT[language].platform }).getByRole('tab', { name: TEXT[language].tab }).click();

    await test.step('Duplicator: the TikTok tab lists a Smart+ campaign with its Smart+ badge', async () => {
      await page.goto(`${smartPlusList}&lng=${lang}`);
      await tikTokTab(page, lang);
      const row = page.locator(`[data-campaign-id="${smartPlus!.campaign_id}"]`);
      await expect(row).toBeVisible({ timeout: 30_000 });
      const badge = row.getByTestId('smart-plus-badge').filter({ visible: true });
      await expect(badge).toHaveText('Smart+');
      await expect(badge).toHaveAttribute('title', text.smartPlusHint);
      // Only the Smart+ campaign carries it.
      await page.goto(`/campaign-duplicator?lng=${lang}&q=${encodeURIComponent(original!.campaign_name)}`);
      await tikTokTab(page, lang);
      await expect(page.locator(`[data-campaign-id="${original!.campaign_id}"]`)).toBeVisible();
      await expect(page.getByTestId('smart-plus-badge')).toHaveCount(0);
    });

    // The Smart+ campaign's own advertiser, and one TikTok offers no way to copy it into.
    const [elsewhere] = targets;
    /** Opens Duplicate on the Smart+ campaign's row and picks both advertisers; answers the dialog once both are checked. */
    const pickSmartPlusTargets = async (on: Page, language: 'en' | 'es') => {
      await on.goto(`${smartPlusList}&lng=${language}`);
      await tikTokTab(on, language);
      const row = on.locator(`[data-campaign-id="${smartPlus!.campaign_id}"]`);
      await row.getByRole('button', { name: new RegExp(`^${TEXT[language].duplicate} `) }).click();
      const dialog = on.getByRole('dialog');
      for (const target of [source!, elsewhere!]) await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(target.name)}\\s*${escapeRegExp(target.advertiser_id)}`) }).check();
      const refused = dialog.locator(`[data-testid=preflight-row][data-account="${elsewhere!.advertiser_id}"]`);
      await expect(refused).toHaveAttribute('data-ok', 'false', { timeout: 30_000 });
      await expect(refused).toContainText(TEXT[language].smartPlusRefused(elsewhere!.name));
      return { dialog, refused };
    };

    await test.step('Duplicator: a Smart+ campaign goes to its own advertiser; another is refused in the preflight, saying why', async () => {
      const { dialog } = await pickSmartPlusTargets(page, lang);
      await expect(dialog.locator(`[data-testid=preflight-row][data-account="${source!.advertiser_id}"]`)).toHaveAttribute('data-ok', 'true');
      await page.keyboard.press('Escape');
    });

    await test.step('Pictures at 375 px, in both languages and themes, of the Smart+ campaign’s row and of the preflight refusing another advertiser', async () => {
      for (const language of ['en', 'es'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          const phone = await phoneTab(browser, context, { baseURL: baseURL ?? '', headers: extraHTTPHeaders ?? {}, language, theme });
          await phone.goto(`${smartPlusList}&lng=${language}`);
          await tikTokTab(phone, language);
          const row = phone.locator(`[data-campaign-id="${smartPlus!.campaign_id}"]`);
          await expect(row.getByTestId('smart-plus-badge').filter({ visible: true })).toBeVisible({ timeout: 30_000 });
          // The row in the middle of the phone's screen, clear of the sticky header, with the rows around it.
          await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await phone.screenshot({ path: testInfo.outputPath(`smart-plus-row-${language}-${theme}.png`) });
          const { refused } = await pickSmartPlusTargets(phone, language);
          await refused.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await phone.screenshot({ path: testInfo.outputPath(`smart-plus-refused-${language}-${theme}.png`) });
          await phone.context().close();
        }
      }
    });
  });
}
