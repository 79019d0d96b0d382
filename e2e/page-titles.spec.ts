import { expect, test } from './support/test.ts';

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

  test('signed-in pages name themselves, and follow a language switch', async ({ page, login }) => {
    await login();
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
