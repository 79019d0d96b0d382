import { expect, test } from './support/test.ts';
import { E2E_PASSWORD, registerUser, signIn } from './support/users.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    username: 'Username or email',
    password: 'Password',
    signIn: 'Sign in',
    settings: 'Settings',
    sessions: 'Active sessions',
    thisDevice: 'This device',
    signOut: /^Sign out Firefox on Windows$/,
    signedOut: 'Session signed out',
    noOthers: 'No other device is signed in.',
  },
  es: {
    settings: 'Configuración',
    sessions: 'Sesiones activas',
    thisDevice: 'Este dispositivo',
    signOut: /^Cerrar la sesión de Firefox en Windows$/,
    signedOut: 'Sesión cerrada',
    noOthers: 'No hay otro dispositivo con sesión abierta.',
  },
} as const;

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';


for (const lng of journeyLanguages('es')) {
  test(`signing out another session from Settings refuses that browser at its next step (${lng})`, async ({ page, browser, baseURL, request }) => {
    const text = TEXTS[lng];
    const person = await registerUser(request, `sessions${lng}`);
    // A second browser of the same person, elsewhere: its own cookies and storage, another user agent.
    const elsewhere = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
    await signIn(elsewhere, baseURL ?? '', person, { language: lng });
    const otherPage = await elsewhere.newPage();
    await otherPage.goto(`/dashboard?lng=${lng}`);
    await signIn(page.context(), baseURL ?? '', person, { language: lng });
    await page.goto(`/dashboard?lng=${lng}`);

    await page.getByRole('link', { name: text.settings }).first().click();
    await expect(page).toHaveURL(/\/settings/);
    const sessions = page.getByRole('region', { name: text.sessions });
    // The sign-up session, the other browser's and this one's.
    await expect(sessions.getByTestId('session-row')).toHaveCount(3);
    await expect(sessions.locator('[data-current=true]')).toContainText(text.thisDevice);
    await sessions.getByRole('button', { name: text.signOut }).click();
    await expect(page.locator('[data-slot=toast]').filter({ hasText: text.signedOut })).toBeVisible();
    await expect(sessions.getByTestId('session-row')).toHaveCount(2);

    // The other browser still shows its page; its next call is refused and it is sent to sign in.
    await otherPage.getByRole('link', { name: text.settings }).first().click();
    await expect(otherPage).toHaveURL(/\/login/);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login/);

    // This browser is still signed in; signing out the rest leaves it alone.
    await sessions.getByTestId('sign-out-others').click();
    await expect(sessions.getByText(text.noOthers)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByRole('region', { name: text.sessions }).getByTestId('session-row')).toHaveCount(1);
    await elsewhere.close();
  });
}

test('language and theme chosen in Settings follow the person to another browser after sign-in', async ({ page, browser, login }) => {
  const { username } = await login({ prefix: 'prefs', language: 'en' });
  await page.goto('/settings#preferences');
  await page.getByTestId('settings-theme').click();
  await page.getByRole('option', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('settings-language').click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();

  // A browser that never saw these choices: light and English until the account's own are read after sign-in.
  const elsewhere = await browser.newContext({ colorScheme: 'light', locale: 'en-US' });
  const otherPage = await elsewhere.newPage();
  await otherPage.goto('/login');
  await otherPage.getByLabel(TEXTS.en.username).fill(username);
  await otherPage.getByLabel(TEXTS.en.password, { exact: true }).fill(E2E_PASSWORD);
  await otherPage.getByRole('button', { name: TEXTS.en.signIn, exact: true }).click();
  await expect(otherPage).toHaveURL(/\/dashboard/);
  await expect(otherPage.locator('html')).toHaveClass(/dark/);
  await expect(otherPage.getByRole('link', { name: TEXTS.es.settings }).first()).toBeVisible();
  await elsewhere.close();
});
