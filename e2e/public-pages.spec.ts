import { expect, test } from './support/test.ts';

const PAGES = [
  { path: '/privacy-policy', en: 'Privacy Policy', es: 'Política de privacidad' },
  { path: '/terms-of-service', en: 'Terms of Service', es: 'Términos de servicio' },
  { path: '/data-deletion', en: 'Data Deletion Request', es: 'Solicitud de eliminación de datos' },
  { path: '/facebook-credentials-guide', en: 'Facebook Credentials Guide', es: 'Guía de credenciales de Facebook' },
] as const;

test.describe('public pages', () => {
  for (const { path, en, es } of PAGES) {
    test(`${path} renders its heading in English and Spanish`, async ({ page }) => {
      await page.goto(`${path}?lng=en`);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await page.goto(`${path}?lng=es`);
      await expect(page.getByRole('heading', { level: 1, name: es })).toBeVisible();
    });
  }

  test('the legal pages show their dates in the current language and link to each other', async ({ page }) => {
    await page.goto('/privacy-policy?lng=es');
    await expect(page.getByText('Última actualización: 11/05/2025')).toBeVisible();
    await page.goto('/terms-of-service?lng=en');
    await expect(page.getByText('Last updated: May 12, 2025')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('the deletion form does nothing with a blank e-mail and, after a valid one, asks to confirm by e-mail', async ({ page }) => {
    await page.goto('/data-deletion?lng=en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(page.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('rows', '4');

    await email.fill('   ');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('deletion-request-sent')).toHaveCount(0);
    await expect(email).toBeVisible();

    await email.fill('owner@example.com');
    await page.getByRole('textbox', { name: /Reason/ }).fill('Closing the agency');
    await page.getByRole('button', { name: 'Send request' }).click();
    const panel = page.getByTestId('deletion-request-sent');
    await expect(panel).toContainText('Check your inbox');
    await expect(panel).toContainText('owner@example.com');
    await expect(page.getByText('Request received', { exact: true })).toBeVisible();
    await expect(page.getByText('at most 30 days', { exact: false })).toBeVisible();
  });

  test('the credentials guide shows this site’s redirect URI', async ({ page, baseURL }) => {
    await page.goto('/facebook-credentials-guide?lng=en');
    await expect(page.getByText(`${baseURL}/api/auth/facebook/callback`, { exact: true })).toBeVisible();
    await expect(page.getByText('FACEBOOK_APP_SECRET', { exact: true })).toBeVisible();
  });
});
