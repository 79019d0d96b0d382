import { expect, test } from './support/test.ts';
import { escapeRegExp, openOutbox } from './support/sandbox-journey.ts';
import { registerUser } from './support/users.ts';

const TEXTS = {
  en: {
    forgot: 'Forgot your password?',
    email: 'Email',
    send: 'Send the link',
    sent: 'Check your email',
    subject: 'Reset your AdFleet password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    save: 'Set the new password',
    changed: 'Password changed',
    signInLink: 'Sign in',
    username: 'Username or email',
    password: 'Password',
    signIn: 'Sign in',
    usedLink: 'already used',
  },
  es: {
    forgot: '¿Olvidaste tu contraseña?',
    email: 'Correo electrónico',
    send: 'Enviar el enlace',
    sent: 'Revisa tu correo',
    subject: 'Restablece tu contraseña de AdFleet',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar la nueva contraseña',
    save: 'Guardar la contraseña nueva',
    changed: 'Contraseña cambiada',
    signInLink: 'Iniciar sesión',
    username: 'Usuario o correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    usedLink: 'ya se usó',
  },
} as const;

const NEW_PASSWORD = 'harbour-lantern-5821';

for (const lng of ['en', 'es'] as const) {
  test(`forgot password: the link arrives in the outbox, sets a new password once, and the new password signs in (${lng})`, async ({ page, request, app }) => {
    const text = TEXTS[lng];
    const { username } = await registerUser(request, `reset${lng}`);
    const email = `${username}@example.com`;

    await page.goto(`/login?lng=${lng}`);
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The sign-in page's "Username or email" box must be gone before the address is typed.
    await expect(page.getByRole('heading', { level: 1, name: text.forgot })).toBeVisible();
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('status').filter({ hasText: text.sent })).toBeVisible();

    // The sandbox keeps the mail; the outbox page lists it once the worker has handled the request.
    await openOutbox(page, app.metaControl);
    const entry = page.getByRole('link').filter({ hasText: email }).filter({ hasText: text.subject });
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await entry.click();
    await expect(page.getByRole('heading', { name: text.subject })).toBeVisible();
    const body = (await page.getByTestId('outbox-text').textContent()) ?? '';
    const link = new RegExp(`${escapeRegExp(new URL(page.url()).origin)}/reset-password#token=[a-z0-9]+`).exec(body)?.[0];
    expect(link, body).toBeTruthy();

    await page.goto(link!);
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel(text.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(text.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').filter({ hasText: text.changed })).toBeVisible();
    await page.getByRole('link', { name: text.signInLink }).click();

    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel(text.username).fill(username);
    await page.getByLabel(text.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);

    // The link was single-use: opened again, it is refused.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(link!);
    await page.getByLabel(text.newPassword, { exact: true }).fill('another-lantern-7710');
    await page.getByLabel(text.confirmPassword).fill('another-lantern-7710');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.usedLink })).toBeVisible();
  });
}
