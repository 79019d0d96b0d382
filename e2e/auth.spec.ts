import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { E2E_PASSWORD, registerUser } from './support/users.ts';

function toast(page: Page, text: string) {
  return page.locator('[data-slot=toast]').filter({ hasText: text });
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('sign-in, registration and sessions', () => {
  test('registering lands on the dashboard with the name, survives a reload, and signing out shows "Logged out"', async ({ page, request }) => {
    const username = `reg${Date.now()}`;
    const account = { username, email: `${username}@example.com`, password: E2E_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // Nothing is sent until the form is valid; each mistake is named under its field.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('You must accept the Terms of Service and Privacy Policy to create an account')).toBeVisible();

    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill('something-else');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('checkbox', { name: /I accept the Terms of Service and Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent activity' }).getByText('Account created with password')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.reload();
    await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Logged out')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The server ended the session too: the old token is refused, and the protected pages send the visitor to sign in.
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused in Spanish and in English, and the right one signs in', async ({ page, request }) => {
    // Made through the REST twin, outside the browser, so the page starts signed out.
    const account = await registerUser(request, 'pw');

    await page.goto('/login?lng=es');
    await page.getByLabel('Usuario o correo electrónico').fill(account.username);
    await page.getByLabel('Contraseña', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const spanishAlert = page.getByRole('alert').filter({ hasText: 'Error de autenticación' });
    await expect(spanishAlert).toContainText('Usuario o contraseña incorrectos. Por favor intenta de nuevo.');

    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    // The alert stays (no auto-close) and follows the language switch.
    const englishAlert = page.getByRole('alert').filter({ hasText: 'Authentication Failed' });
    await expect(englishAlert).toContainText('Incorrect username or password. Please try again.');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(englishAlert).toContainText('Incorrect username or password. Please try again.');
    await englishAlert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(englishAlert).toBeHidden();

    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter both your username and your password');
    await signIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent activity' }).getByText('Failed sign-in attempt').first()).toBeVisible();
  });

  test('a signed-out visit to /accounts lands on /login and returns there once signed in; the accounts and duplicator pages open', async ({ page, request }) => {
    // Made through the REST twin, outside the browser, so the page starts signed out.
    const account = await registerUser(request, 'acc');

    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts$/);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/accounts$/);

    // Signed in, the sign-in page itself is skipped.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    const connections = page.locator('#ad-platform-connections');
    await expect(connections.getByRole('article', { name: 'Facebook Ads' }).getByText('Not connected')).toBeVisible();
    await expect(connections.getByRole('article', { name: 'TikTok Ads' }).getByRole('button', { name: 'Connect TikTok Ads' })).toBeEnabled();
    await expect(page.getByText('No connected ad accounts yet')).toBeVisible();

    await nav.getByRole('link', { name: 'Duplicator' }).click();
    await expect(page.getByRole('heading', { name: 'Campaign Duplicator' })).toBeVisible();
    await expect(page.getByText('Duplicated campaigns are created paused')).toBeVisible();
    await expect(page.getByText('No campaigns available')).toBeVisible();
  });

  test('a page left while it still checks its session keeps the session for the next page', async ({ page, login }) => {
    await login();
    // A slow network: the first page's session check is still on its way when the person moves on, and the browser
    // cuts it off as it leaves.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1_500, downloadThroughput: -1, uploadThroughput: -1 });
    const checking = page.waitForRequest('**/trpc/auth.me**');
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await checking;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto('/accounts');
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('/recovery trades the session cookie for its session’s token; with a valid token it reports the active session', async ({ page, request }) => {
    // Made through the REST twin, outside the browser, so the page starts signed out.
    const account = await registerUser(request, 'rec');
    await page.goto('/login');
    await signIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session cookie stays; only the stored token goes.
    await page.evaluate(() => localStorage.removeItem('token'));

    await page.goto('/recovery');
    await expect(page.getByText('Session recovered')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();
    const recovered = await page.evaluate(() => localStorage.getItem('token'));
    expect(recovered).toBeTruthy();

    await page.goto('/auth/recovery');
    await expect(page.getByText('Active valid session')).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(recovered);
  });

  test('/recovery without a saved session says so kindly and offers sign-in, in Spanish and English', async ({ page }) => {
    await page.goto('/recovery?lng=es');
    const notice = page.getByRole('alert').filter({ hasText: 'No hay una sesión guardada en este navegador' });
    await expect(notice).toBeVisible();
    await expect(page.getByText(/Error 401|Unauthorized|No se pudo recuperar/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/recovery?lng=en');
    await expect(page.getByRole('alert').filter({ hasText: 'No saved session in this browser' })).toBeVisible();
    await expect(page.getByText(/Error 401|Unauthorized/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a Facebook error sent back to /login shows the "Error de Facebook" toast with our text for its code, and clears the query string', async ({ page }) => {
    await page.goto('/login?lng=es&error=access_denied&error_reason=user_denied&error_description=Call+555+0100+to+unlock');
    const facebookToast = toast(page, 'Error de Facebook');
    await expect(facebookToast).toBeVisible();
    await expect(facebookToast).toContainText('Cancelaste el diálogo de Facebook, así que no se conectó nada.');
    await expect(facebookToast).not.toContainText('555');
    await expect(page).toHaveURL(/\/login$/);
  });
});
