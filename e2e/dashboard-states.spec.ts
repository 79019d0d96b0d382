import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { journeyLanguages } from './support/journey-languages.ts';

/** What a person reads, in each language, written out here so a text left in the other language fails. */
const TEXT = {
  en: {
    nav: 'Main navigation',
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    duplicator: 'Duplicator',
    firstStep: 'Connect your first ad account',
    preview: 'What you will see once connected',
    platform: 'Platform',
    tiktok: 'TikTok Ads',
    facebook: 'Facebook Ads',
    tiktokConnect: 'Connect TikTok Ads',
    connectOnAccounts: 'Connect Facebook Ads',
    notConnected: 'Facebook was not connected',
    cancelled: 'You cancelled the Facebook dialog, so nothing was connected.',
    dismiss: 'Dismiss',
    connectedTitle: 'Facebook is connected',
    connectedAs: (name: string) => `Connected as ${name}`,
    accountTotal: (count: number) => `${count} ad accounts came with this connection.`,
    firstSyncEnded: /ad accounts synced|could not be synced/,
    openDashboard: 'Open the dashboard',
    duplicate: 'Duplicate a campaign',
    notFound: 'Page not found',
    backToDashboard: 'Back to the dashboard',
    loadError: 'The dashboard could not be loaded',
    retry: 'Try again',
    refresh: 'Refresh data',
    refreshed: 'Data updated',
    refreshFailed: 'Data not updated',
    accountsError: 'Could not load your ad accounts.',
    noAccounts: 'No connected ad accounts yet',
    campaignsError: 'Error loading campaigns',
  },
  es: {
    nav: 'Navegación principal',
    dashboard: 'Panel',
    accounts: 'Cuentas',
    duplicator: 'Duplicador',
    firstStep: 'Conecta tu primera cuenta publicitaria',
    preview: 'Lo que verás al conectar',
    platform: 'Plataforma',
    tiktok: 'TikTok Ads',
    facebook: 'Facebook Ads',
    tiktokConnect: 'Conectar TikTok Ads',
    connectOnAccounts: 'Conectar Facebook Ads',
    notConnected: 'No se conectó Facebook',
    cancelled: 'Cancelaste el diálogo de Facebook, así que no se conectó nada.',
    dismiss: 'Cerrar',
    connectedTitle: 'Facebook está conectado',
    connectedAs: (name: string) => `Conectado como ${name}`,
    accountTotal: (count: number) => `Llegaron ${count} cuentas publicitarias con esta conexión.`,
    firstSyncEnded: /cuentas publicitarias están sincronizadas|no se pudieron sincronizar/,
    openDashboard: 'Abrir el panel',
    duplicate: 'Duplicar una campaña',
    notFound: 'Página no encontrada',
    backToDashboard: 'Volver al panel',
    loadError: 'No se pudo cargar el panel',
    retry: 'Reintentar',
    refresh: 'Actualizar datos',
    refreshed: 'Datos actualizados',
    refreshFailed: 'Datos no actualizados',
    accountsError: 'No se pudieron cargar tus cuentas publicitarias.',
    noAccounts: 'Aún no hay cuentas publicitarias conectadas',
    campaignsError: 'Error al cargar campañas',
  },
} as const;

const toast = (page: Page, title: string) => page.locator('[data-slot=toast]').filter({ hasText: title });

for (const lang of journeyLanguages('es')) {
  const text = TEXT[lang];

  test(`[${lang}] a new user is guided to connect, TikTok is a platform like Facebook, a cancel returns to Accounts, a connection lands on /dashboard/success`, async ({ page, meta, login }) => {
    test.setTimeout(120_000);
    await login({ language: lang });
    await page.goto(`/dashboard?lng=${lang}`);
    const nav = page.getByRole('navigation', { name: text.nav });

    await test.step('nothing connected: a first step and what comes after it, not tiles of zeros', async () => {
      await expect(page.getByRole('heading', { name: text.firstStep })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.preview })).toBeVisible();
      await expect(page.getByTestId('kpi-spend')).toHaveCount(0);
      await expect(page.getByTestId('spend-summary')).toHaveCount(0);
    });

    await test.step('TikTok in the selector: connectable on Accounts, and the dashboard still guides to a first connection', async () => {
      await page.getByRole('combobox', { name: text.platform }).click();
      await page.getByRole('option', { name: text.tiktok, exact: true }).click();
      await nav.getByRole('link', { name: text.accounts }).click();
      await expect(page.getByRole('article', { name: text.tiktok }).getByRole('button', { name: text.tiktokConnect })).toBeEnabled();
      await nav.getByRole('link', { name: text.dashboard }).click();
      await expect(page.getByRole('heading', { name: text.firstStep })).toBeVisible();
      await page.getByRole('combobox', { name: text.platform }).click();
      await page.getByRole('option', { name: text.facebook, exact: true }).click();
    });

    await test.step('cancelling the Meta dialog returns to Accounts with a notice that stays until dismissed', async () => {
      await nav.getByRole('link', { name: text.accounts }).click();
      await page.getByRole('button', { name: text.connectOnAccounts }).click();
      await expect(page).toHaveURL(/\/sandbox\/dialog\/oauth/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      // The platform chosen above (Facebook) is the header's, kept in the URL through Meta's dialog and back.
      await expect(page).toHaveURL(/\/accounts\?platform=facebook$/);
      const notice = page.getByTestId('connect-notice');
      await expect(notice).toContainText(text.notConnected);
      await expect(notice).toContainText(text.cancelled);
      // Still there on the next page: it is no passing toast.
      await nav.getByRole('link', { name: text.dashboard }).click();
      await expect(page.getByRole('heading', { name: text.firstStep })).toBeVisible();
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: text.dismiss }).click();
      await expect(notice).toHaveCount(0);
    });

    await test.step('connecting lands on /dashboard/success: who, how many accounts, the first sync, what next', async () => {
      await nav.getByRole('link', { name: text.accounts }).click();
      await page.getByRole('button', { name: text.connectOnAccounts }).click();
      await page.getByRole('radio', { name: new RegExp(meta.user.name) }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/dashboard\/success\?connection=[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: text.connectedTitle })).toBeVisible();
      await expect(page.getByTestId('connected-as')).toHaveText(text.connectedAs(meta.user.name));
      await expect(page.getByTestId('connected-account-total')).toHaveText(text.accountTotal(meta.accounts.length));
      await expect(page.getByTestId('first-sync')).toContainText(text.firstSyncEnded, { timeout: 60_000 });
      await expect(page.getByRole('link', { name: text.duplicate })).toHaveAttribute('href', '/campaign-duplicator');
      await page.getByRole('link', { name: text.openDashboard }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('kpi-spend')).toBeVisible();
      await expect(page.getByRole('heading', { name: text.firstStep })).toHaveCount(0);
    });

    await test.step('an unknown path: HTTP 404, and the 404 inside the app shell', async () => {
      const response = await page.goto(`/no/such/page?lng=${lang}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
      await expect(nav).toBeVisible();
      await page.getByRole('link', { name: text.backToDashboard }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('a failed read shows an error with a retry, never zeros; refresh says whether it worked', async () => {
      // The edge of the world: the server's answer to the dashboard's figures is a 500.
      const failSummary = /\/trpc\/[^?]*dashboard\.summary/;
      await page.route(failSummary, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
      await page.reload();
      await expect(page.getByRole('heading', { name: text.loadError })).toBeVisible();
      await expect(page.getByTestId('kpi-spend')).toHaveCount(0);
      await expect(page.getByText('$0.00')).toHaveCount(0);
      await page.getByRole('button', { name: text.refresh }).click();
      await expect(toast(page, text.refreshFailed)).toBeVisible();
      await expect(toast(page, text.refreshed)).toHaveCount(0);

      await page.unroute(failSummary);
      await page.getByRole('button', { name: text.retry }).click();
      await expect(page.getByTestId('kpi-spend')).toBeVisible();
      await page.getByRole('button', { name: text.refresh }).click();
      await expect(toast(page, text.refreshed)).toBeVisible();
    });

    await test.step('Accounts and the Duplicator say their main read failed, never "no accounts"', async () => {
      const failLists = /\/trpc\/[^?]*(adAccounts\.list|campaigns\.list)/;
      await page.route(failLists, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
      await page.goto(`/accounts?lng=${lang}`);
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: text.accountsError })).toBeVisible();
      await expect(page.getByText(text.noAccounts)).toHaveCount(0);
      await nav.getByRole('link', { name: text.duplicator }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.campaignsError })).toBeVisible();
      await page.unroute(failLists);
    });
  });
}

test('a signed-out visitor to an unknown path gets HTTP 404 and the public 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});
