import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SANDBOX, syncRunning } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';
import { xsrfHeader } from './support/users.ts';

const SANDBOX_CONTROLS = `${SANDBOX}/_sandbox`;

/** The words each language shows for the states this journey reads. */
const TEXT = {
  en: {
    connect: 'Connect Facebook Ads',
    sync: 'Sync accounts',
    started: 'Sync started',
    updated: 'Accounts updated',
    notSynced: /could not be synced/,
    reconnectNeeded: 'Reconnection needed',
    reconnect: 'Reconnect',
    facebookConnected: 'Facebook is connected',
    connected: 'Connected',
    platforms: 'Platforms',
    accountsTable: 'Connected accounts',
    accountsNav: 'Accounts',
    dashboardNav: 'Dashboard',
    expiringTitle: 'Connection about to expire',
    tokenExpires: 'token expires',
  },
  es: {
    connect: 'Conectar Facebook Ads',
    sync: 'Sincronizar cuentas',
    started: 'Sincronización iniciada',
    updated: 'Cuentas actualizadas',
    notSynced: /no se (pudo|pudieron) sincronizar/,
    reconnectNeeded: 'Reconexión necesaria',
    reconnect: 'Reconectar',
    facebookConnected: 'Facebook está conectado',
    connected: 'Conectado',
    platforms: 'Plataformas',
    accountsTable: 'Cuentas conectadas',
    accountsNav: 'Cuentas',
    dashboardNav: 'Panel',
    expiringTitle: 'Conexión a punto de caducar',
    tokenExpires: 'el token caduca el',
  },
} as const;

const toast = (page: Page, title: string) => page.locator('[data-slot=toast]').filter({ hasText: title });

/** The dialog identities that copy the demo persona: a browser gets a new one the first time it picks it. */
async function identityIds(request: APIRequestContext, controlHeaders: Record<string, string>, personaId: string): Promise<Set<string>> {
  const world = (await (await request.get(SANDBOX_CONTROLS, { headers: controlHeaders })).json()) as { identities: Array<{ id: string; personaId?: string }> };
  return new Set(world.identities.filter((identity) => identity.personaId === personaId).map((identity) => identity.id));
}


async function pickInDialog(page: Page, persona: string) {
  await page.getByRole('radio', { name: new RegExp(persona) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(dashboard|accounts)/);
}

for (const lng of journeyLanguages('es')) {
  test(`sync says "started", then "updated" with the failed account named; a revoked token reads the same everywhere until Reconnect (${lng})`, async ({ page, request, meta, login, sandboxFaults }) => {
    test.setTimeout(150_000);
    const text = TEXT[lng];
    // The browser holds the session cookie the OAuth flow comes back to.
    await login({ language: lng });
    const nav = page.getByRole('navigation', { name: /Main navigation|Navegación principal/ });
    const strip = page.getByRole('link', { name: new RegExp(text.platforms) });

    // Connect Facebook through the sandbox's dialog; this browser becomes a new copy of the persona.
    const before = await identityIds(request, meta.controlHeaders, meta.user.id);
    await page.goto(`/accounts?lng=${lng}`);
    await page.getByRole('button', { name: text.connect }).click();
    await pickInDialog(page, meta.user.name);
    const mine = [...(await identityIds(request, meta.controlHeaders, meta.user.id))].filter((id) => !before.has(id));
    expect(mine).toHaveLength(1);
    await expect.poll(() => syncRunning(page.request), { timeout: 60_000, intervals: [500, 1000] }).toBe(false);

    // The sync notice: "started" at once; "updated" only once every run has ended, naming the account Meta refused.
    const failing = meta.accounts[0];
    if (!failing) throw new Error('the sandbox lists no ad account');
    await sandboxFaults.set({ latency_ms: 150, errors: [{ code: 100, rate: 1, path: failing.id }] });
    await nav.getByRole('link', { name: text.accountsNav, exact: true }).click();
    await page.getByRole('button', { name: text.sync }).first().click();
    await expect(toast(page, text.started)).toBeVisible();
    const updated = toast(page, text.updated);
    await expect(updated).toBeVisible({ timeout: 60_000 });
    // The notice came after the runs: none of them is still queued or running.
    expect(await syncRunning(page.request)).toBe(false);
    await expect(updated).toContainText(text.notSynced);
    await expect(updated).toContainText(failing.name);
    const failures = page.getByTestId('sync-failures');
    await expect(failures).toContainText(failing.name);
    await expect(failures).toContainText('100');
    await sandboxFaults.clear();

    // Meta revokes this browser's token; the next sync hears it (error 190).
    const invalidated = await request.post(`${SANDBOX_CONTROLS}/users/${mine[0]}/invalidate`, { data: { reason: 'password_changed' }, headers: meta.controlHeaders });
    expect(invalidated.ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: text.sync }).first().click();
    await expect(strip).toContainText(text.reconnectNeeded);
    await expect(strip).not.toContainText(text.connected);
    await expect(page.getByTestId('facebook-reconnect-badge')).toHaveText(text.reconnectNeeded);
    await expect(page.getByTestId('facebook-connected-badge')).toHaveCount(0);
    const rows = page.getByTestId('connected-accounts-table').locator('tbody tr');
    await expect(rows.first().locator('[data-column=connection]')).toHaveText(text.reconnectNeeded);
    await nav.getByRole('link', { name: text.dashboardNav, exact: true }).click();
    const banner = page.getByTestId('reconnect-banner');
    await expect(banner).toContainText(text.reconnectNeeded);

    // Reconnect from the banner: Meta's dialog again, the same persona, and the same connection is valid again.
    await banner.getByRole('button', { name: text.reconnect }).click();
    await pickInDialog(page, meta.user.name);
    expect([...(await identityIds(request, meta.controlHeaders, meta.user.id))].filter((id) => !before.has(id))).toEqual(mine);
    await expect(strip).toContainText(text.connected);
    await expect(strip).not.toContainText(text.reconnectNeeded);
    await expect(page.getByTestId('reconnect-banner')).toHaveCount(0);
    await page.goto('/accounts');
    await expect(page.getByTestId('facebook-connected-badge')).toHaveText(text.connected);
    await expect(page.getByTestId('facebook-reconnect-badge')).toHaveCount(0);
    await expect(rows.first().locator('[data-column=connection]')).not.toHaveText(text.reconnectNeeded);
    await expect(page.getByText(text.reconnectNeeded)).toHaveCount(0);
  });
}

/** A time zone of its own, so the page is seen to write the date where its reader is, not where the server is. */
const READER_TIME_ZONE = 'Pacific/Auckland';

/** `at` as the page writes a date in `lng` (MMM d, yyyy / dd/MM/yyyy), in the reader's time zone. */
function readerDate(at: Date, lng: 'en' | 'es'): string {
  const options = { timeZone: READER_TIME_ZONE, year: 'numeric', month: lng === 'en' ? 'short' : '2-digit', day: lng === 'en' ? 'numeric' : '2-digit' } as const;
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-US' : 'en-GB', options).format(at);
}

test.describe('a token that expires', () => {
  test.use({ timezoneId: READER_TIME_ZONE });

  for (const lng of journeyLanguages('en')) {
    test(`Accounts says when the token expires and warns in its last week; Reconnect renews it (${lng})`, async ({ page, request, meta, login, baseURL }, testInfo) => {
      test.setTimeout(150_000);
      const text = TEXT[lng];
      await login({ language: lng });
      const before = await identityIds(request, meta.controlHeaders, meta.user.id);
      await page.goto(`/accounts?lng=${lng}`);
      await page.getByRole('button', { name: text.connect }).click();
      await pickInDialog(page, meta.user.name);
      const [mine] = [...(await identityIds(request, meta.controlHeaders, meta.user.id))].filter((id) => !before.has(id));
      if (!mine) throw new Error('the dialog gave this browser no identity');
      await expect.poll(() => syncRunning(page.request), { timeout: 60_000, intervals: [500, 1000] }).toBe(false);

      // The same Meta user's Business Manager system-user token, ending in five days, reaches AdFleet as the SDK's
      // sign-in sends a token: the connection now ends when it does.
      const minted = await request.post(`${SANDBOX_CONTROLS}/tokens`, { data: { user_id: mine, type: 'system_user', expires_in: 5 * 24 * 60 * 60 }, headers: meta.controlHeaders });
      expect(minted.ok()).toBe(true);
      const systemUser = (await minted.json()) as { access_token: string; expires_at: number };
      const connected = await page.request.post('/api/facebook/token', {
        data: { accessToken: systemUser.access_token, userInfo: { id: mine } },
        headers: await xsrfHeader(page.context(), baseURL ?? ''),
      });
      expect(connected.ok(), await connected.text()).toBe(true);
      await expect.poll(() => syncRunning(page.request), { timeout: 60_000, intervals: [500, 1000] }).toBe(false);

      const ending = readerDate(new Date(systemUser.expires_at * 1000), lng);
      await page.goto('/accounts');
      const facebook = page.getByRole('article', { name: 'Facebook Ads' });
      const warning = facebook.getByTestId('token-expiry-alert');
      await expect(warning).toContainText(text.expiringTitle);
      await expect(warning).toContainText(ending);
      await expect(facebook.getByTestId('token-expiry')).toHaveText(`${text.tokenExpires} ${ending}`);
      await expect(facebook.getByTestId('facebook-connected-badge')).toHaveText(text.connected);

      // What a phone shows, in both themes.
      await page.setViewportSize({ width: 375, height: 812 });
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((chosen) => localStorage.setItem('adfleet-theme', chosen), theme);
        await page.reload();
        await expect(page.locator('html.dark')).toHaveCount(theme === 'dark' ? 1 : 0);
        await expect(warning).toContainText(ending);
        // The warning's amber stays readable (WCAG AA) in either theme.
        const { violations } = await new AxeBuilder({ page }).include('[data-testid=token-expiry-alert]').include('[data-testid=token-expiry]').withRules(['color-contrast']).analyze();
        expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))), `${theme}: text below WCAG AA contrast`).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`token-expiry-${lng}-${theme}.png`), fullPage: true });
      }

      // Reconnect: Meta's dialog, the same persona, a new login token; the warning and the old date are gone.
      await facebook.getByRole('button', { name: text.reconnect }).click();
      await pickInDialog(page, meta.user.name);
      // Back in the app, on the page that says the connection was renewed, before moving on as a person would: leaving
      // earlier would cut the callback and the landing page's first reads off mid-flight.
      await expect(page.getByRole('heading', { name: text.facebookConnected })).toBeVisible();
      await page.goto('/accounts');
      await expect(facebook.getByTestId('token-expiry')).toContainText(text.tokenExpires);
      await expect(facebook.getByTestId('token-expiry')).not.toContainText(ending);
      await expect(warning).toHaveCount(0);
    });
  }
});
