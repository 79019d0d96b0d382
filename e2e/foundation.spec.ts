import { expect, test } from './support/test.ts';

test.describe('foundation', () => {
  test('the diagnostics screen shows the database, auth and worker Online, and Meta as the healthy Sandbox it stands in for', async ({ page }) => {
    await page.goto('/auth-diagnostics');
    await expect(page.getByRole('heading', { name: 'Authentication Diagnostics' })).toBeVisible();
    for (const card of ['Database', 'Authentication', 'Background worker']) {
      await expect(page.getByRole('article', { name: card }).getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
    }
    const facebook = page.getByRole('article', { name: 'Facebook' });
    await expect(facebook.getByText('Sandbox', { exact: true })).toBeVisible();
    await expect(facebook.getByText(/The built-in Graph sandbox answers instead of Meta/)).toBeVisible();
    await expect(facebook.getByText('Offline', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Sandbox mode/)).toBeVisible();
    // The Graph API version every call is pinned to, and Meta's retirement date for it (none announced for v27.0).
    await expect(facebook.locator('dl > div').filter({ hasText: 'Graph API version' }).getByRole('definition')).toHaveText('v27.0');
    await expect(facebook.locator('dl > div').filter({ hasText: 'Expires' }).getByRole('definition')).toHaveText('not announced yet');

    await page.getByRole('button', { name: 'Refresh Diagnostics' }).click();
    await expect(page.getByRole('article', { name: 'Database' }).getByText('Online', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a Sandbox banner says so on public and signed-in pages while the sandbox is on, in English and Spanish', async ({ page, login }) => {
    const banner = page.getByRole('complementary', { name: 'Sandbox' });
    await page.goto('/login?lng=en');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Demo data from the built-in Graph sandbox, not Meta');
    await page.goto('/login?lng=es');
    await expect(banner).toContainText('Datos de demostración del sandbox de Graph integrado, no de Meta');
    await page.goto('/?lng=en');
    await expect(banner).toBeVisible();
    await login();
    await page.goto('/dashboard?lng=en');
    await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();
    await expect(banner).toBeVisible();
  });

  test('a language switch survives a reload and sets <html lang>', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.goto('/auth-diagnostics');
    await expect(page.getByRole('heading', { name: 'Diagnóstico de autenticación' })).toBeVisible();
    const versionRow = page.getByRole('article', { name: 'Facebook' }).locator('dl > div').filter({ hasText: 'Versión de la API Graph' });
    await expect(versionRow.getByRole('definition')).toHaveText('v27.0');
    await expect(page.getByRole('article', { name: 'Facebook' }).locator('dl > div').filter({ hasText: 'Caduca' }).getByRole('definition')).toHaveText('aún no anunciado');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Diagnóstico de autenticación' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
  });

  test('a theme switch survives a reload, applied before the app renders', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('adfleet-theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('an unknown path shows the 404 page, and an unknown API path answers JSON', async ({ page, request }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);

    const api = await request.get('/api/this-does-not-exist');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  test('the page loads under the strict CSP without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/auth-diagnostics');
    await expect(page.getByRole('article', { name: 'Database' }).getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(violations).toEqual([]);
  });
});
