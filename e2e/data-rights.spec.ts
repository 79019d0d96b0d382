import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { escapeRegExp, openOutbox } from './support/sandbox-journey.ts';
import { E2E_PASSWORD, registerUser } from './support/users.ts';

const TEXTS = {
  en: {
    subject: 'Confirm the deletion of your AdFleet data',
    email: 'E-mail',
    send: 'Send request',
    sent: 'Check your inbox',
    confirm: 'Delete my data',
    done: 'Done',
    typeUsername: (username: string) => `Type your username, ${username}, to confirm`,
    deleteAccount: 'Delete my account',
    notFound: 'No deletion request has this code',
  },
  es: {
    subject: 'Confirma la eliminación de tus datos de AdFleet',
    email: 'Correo electrónico',
    send: 'Enviar solicitud',
    sent: 'Revisa tu correo',
    confirm: 'Eliminar mis datos',
    done: 'Completada',
    typeUsername: (username: string) => `Escribe tu nombre de usuario, ${username}, para confirmar`,
    deleteAccount: 'Eliminar mi cuenta',
    notFound: 'Ninguna solicitud de eliminación tiene este código',
  },
} as const;

/** The deletion job runs in the worker; the status page polls until it is done. */
async function expectDone(page: Page, lng: keyof typeof TEXTS) {
  await expect(page).toHaveURL(/\/data-deletion\/status\?code=/);
  const status = page.getByTestId('deletion-status');
  await expect(status).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(status.getByRole('heading', { name: TEXTS[lng].done })).toBeVisible();
}

async function signInFails(page: Page, username: string) {
  const response = await page.request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } });
  expect(response.status()).toBe(401);
}

for (const lng of ['en', 'es'] as const) {
  test(`deletion form → emailed link → confirm → the status page says done (${lng})`, async ({ page, request, app }) => {
    const text = TEXTS[lng];
    const { username } = await registerUser(request, `erase${lng}`);
    const email = `${username}@example.com`;

    await page.goto(`/data-deletion?lng=${lng}`);
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByTestId('deletion-request-sent')).toContainText(text.sent);

    // Sandbox mode keeps the mail; the outbox page lists it once the worker has handled it.
    await openOutbox(page, app.metaControl);
    const entry = page.getByRole('link').filter({ hasText: email }).filter({ hasText: text.subject });
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await entry.click();
    const body = (await page.getByTestId('outbox-text').textContent()) ?? '';
    const link = new RegExp(`${escapeRegExp(new URL(page.url()).origin)}/data-deletion/confirm#token=[\\w-]+`).exec(body)?.[0];
    expect(link, body).toBeTruthy();
    await page.goto(link!);
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/data-deletion\/confirm$/);
    await page.getByRole('button', { name: text.confirm }).click();
    await expectDone(page, lng);
    await signInFails(page, username);
  });

  test(`Settings → delete my account, typing the username: signed out, and the status page says done (${lng})`, async ({ page, login }) => {
    const text = TEXTS[lng];
    const { username } = await login({ prefix: `leave${lng}`, language: lng });
    await page.goto(`/settings?lng=${lng}#your-data`);
    const button = page.getByRole('button', { name: text.deleteAccount });
    await expect(button).toBeDisabled();
    await page.getByLabel(text.typeUsername(username)).fill(username);
    await button.click();
    await expectDone(page, lng);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await signInFails(page, username);
  });
}

test('an unknown code says so on the status page', async ({ page }) => {
  await page.goto('/data-deletion/status?code=not-a-real-code&lng=es');
  await expect(page.getByTestId('deletion-status-not-found')).toContainText(TEXTS.es.notFound);
});
