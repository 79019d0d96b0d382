import { expect, test } from '@playwright/test';
import { ownAddress } from './support/client-address.ts';
import { registerThroughApi } from './support/sandbox-journey.ts';

test.use(ownAddress('page-titles'));

test.describe('page titles', () => {
  test('public pages name themselves in the UI language', async ({ page }) => {
    for (const [path, title] of [
      ['/?lng=en', 'AdFleet · Meta and TikTok ads for many clients, from one panel'],
      ['/login?lng=en', 'Sign in · AdFleet'],
      ['/login?lng=es', 'Iniciar sesión · AdFleet'],
      ['/register?lng=es', 'Crear una cuenta · AdFleet'],
      ['/privacy-policy?lng=en', 'Privacy Policy · AdFleet'],
      ['/no-such-page?lng=es', 'Página no encontrada · AdFleet'],
    ]) {
      await page.goto(path!);
      await expect(page, path).toHaveTitle(title!);
    }
  });

  test('signed-in pages name themselves, and follow a language switch', async ({ page, request }) => {
    const { token } = await registerThroughApi(request, 'title');
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/dashboard?lng=en');
    await expect(page).toHaveTitle('Dashboard · AdFleet');
    await page.goto('/accounts?lng=en');
    await expect(page).toHaveTitle('Accounts · AdFleet');
    await page.goto('/dashboard?lng=es');
    await expect(page).toHaveTitle('Panel · AdFleet');
    await page.goto('/campaign-duplicator?lng=es');
    await expect(page).toHaveTitle('Duplicador de Campañas · AdFleet');
  });
});
