import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SANDBOX, syncRunning } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

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
    connected: 'Connected',
    platforms: 'Platforms',
    accountsTable: 'Connected accounts',
    accountsNav: 'Accounts',
    dashboardNav: 'Dashboard',
  },
  es: {
    connect: 'Conectar Facebook Ads',
    sync: 'Sincronizar cuentas',
    started: 'Sincronización iniciada',
    updated: 'Cuentas actualizadas',
    notSynced: /no se (pudo|pudieron) sincronizar/,
    reconnectNeeded: 'Reconexión necesaria',
    reconnect: 'Reconectar',
    connected: 'Conectado',
    platforms: 'Plataformas',
    accountsTable: 'Cuentas conectadas',
    accountsNav: 'Cuentas',
    dashboardNav: 'Panel',
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
