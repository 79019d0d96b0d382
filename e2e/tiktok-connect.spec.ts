import { expect, test } from './support/test.ts';
import { journeyLanguages } from './support/journey-languages.ts';

/** What a person reads, in each language, written out here so a text left in the other language fails. */
const TEXT = {
  en: {
    connect: 'Connect TikTok Ads',
    connected: 'Connected',
    toast: 'TikTok connected',
    advertisers: 'TikTok advertisers',
    another: 'Connect another advertiser',
    sync: 'Sync accounts',
    syncStarted: 'Sync started',
    strip: 'TikTok · Connected',
    settingsBadge: 'Connected · 4 advertisers',
    disconnect: 'Disconnect',
    confirmTitle: 'Disconnect TikTok?',
    confirm: 'Disconnect and delete',
    disconnected: 'TikTok disconnected',
    notConnected: 'Not connected',
    refusedTitle: 'TikTok was not connected',
    cancelled: "You cancelled on TikTok's page, so nothing was connected.",
    connectAgain: 'Connect again',
  },
  es: {
    connect: 'Conectar TikTok Ads',
    connected: 'Conectado',
    toast: 'TikTok conectado',
    advertisers: 'anunciantes de TikTok',
    another: 'Conectar otro anunciante',
    sync: 'Sincronizar cuentas',
    syncStarted: 'Sincronización iniciada',
    strip: 'TikTok · Conectado',
    settingsBadge: 'Conectado · 4 anunciantes',
    disconnect: 'Desconectar',
    confirmTitle: '¿Desconectar TikTok?',
    confirm: 'Desconectar y borrar',
    disconnected: 'TikTok desconectado',
    notConnected: 'Sin conectar',
    refusedTitle: 'No se conectó TikTok',
    cancelled: 'Cancelaste en la página de TikTok, así que no se conectó nada.',
    connectAgain: 'Conectar de nuevo',
  },
} as const;

for (const lang of journeyLanguages('es')) {
  const text = TEXT[lang];
  test(`[${lang}] connects TikTok advertisers through the TikTok sandbox’s authorization page`, async ({ page, login }) => {
    // The first sync of four advertisers (paced to TikTok's 10 calls a second) runs before the card syncs again.
    test.slow();
    await login({ language: lang });
    await page.goto(`/accounts?lng=${lang}`);
    const card = page.getByRole('article', { name: 'TikTok Ads' });
    await card.getByRole('button', { name: text.connect }).click();

    // TikTok's page (the sandbox's): the first demo person, Ana Torres, with her four advertisers.
    await expect(page).toHaveURL(/\/sandbox\/tiktok\/portal\/auth\?/);
    await expect(page.getByText('Ana Torres')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/accounts(\?|$)/);
    await expect(page.getByText(text.toast, { exact: true })).toBeVisible();
    await expect(card.getByText(text.connected, { exact: true })).toBeVisible();
    await expect(card.getByTestId('tiktok-advertiser-count')).toHaveText('4');
    await expect(card.getByText(text.advertisers)).toBeVisible();
    const advertisers = card.getByTestId('tiktok-advertisers');
    for (const [name, currency] of [['Torres Outdoor US', 'USD'], ['Torres Outdoor Japan', 'JPY']] as const) {
      await expect(advertisers.getByRole('listitem').filter({ hasText: name })).toContainText(currency);
    }
    await expect(card.getByRole('button', { name: text.another })).toBeEnabled();
    // Connecting queued each advertiser's first sync; once it has finished, the card's button syncs again.
    const sync = card.getByTestId('tiktok-sync');
    await expect(sync).toHaveText(text.sync, { timeout: 60_000 });
    await sync.click();
    await expect(page.getByText(text.syncStarted, { exact: true })).toBeVisible();
    await expect(page.getByText(text.strip)).toBeVisible();

    // Settings shows the same connection and disconnects it after a confirmation that says where TikTok ends the grant.
    await page.goto(`/settings?lng=${lang}`);
    const row = page.getByTestId('settings-tiktok');
    await expect(row.getByText(text.settingsBadge)).toBeVisible();
    await row.getByRole('button', { name: text.disconnect }).click();
    const dialog = page.getByTestId('disconnect-tiktok-confirm');
    await expect(dialog.getByRole('heading', { name: text.confirmTitle })).toBeVisible();
    await expect(dialog).toContainText('TikTok For Business');
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.disconnected, { exact: true })).toBeVisible();
    await expect(row.getByText(text.notConnected, { exact: true })).toBeVisible();
    await page.goto(`/accounts?lng=${lang}`);
    await expect(card.getByRole('button', { name: text.connect })).toBeVisible();
  });
}

for (const lang of ['en', 'es'] as const) {
  const text = TEXT[lang];
  test(`[${lang}] a cancel on TikTok's page comes back as a TikTok notice whose button starts TikTok again`, async ({ page, login }) => {
    await login({ language: lang });
    await page.goto(`/accounts?lng=${lang}`);
    await page.getByRole('article', { name: 'TikTok Ads' }).getByRole('button', { name: text.connect }).click();
    await expect(page).toHaveURL(/\/sandbox\/tiktok\/portal\/auth\?/);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const notice = page.getByTestId('connect-notice');
    await expect(notice.getByText(text.refusedTitle, { exact: true })).toBeVisible();
    await expect(notice.getByText(text.cancelled, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/connect_/);
    await notice.getByRole('button', { name: text.connectAgain }).click();
    await expect(page).toHaveURL(/\/sandbox\/tiktok\/portal\/auth\?/);
  });
}
