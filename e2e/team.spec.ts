import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { escapeRegExp, openOutbox } from './support/sandbox-journey.ts';
import { E2E_PASSWORD, registerUser } from './support/users.ts';
import { inviteFromTeamPage, memberRow, teamTab, verifyAddressFromMail } from './support/team-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    switcher: (name: string) => `Workspace: ${name}`,
    team: 'Team',
    mailSubject: 'You are invited to',
    email: 'Email',
    send: 'Send invitation',
    roles: { manager: 'Manager', analyst: 'Analyst', client: 'Client' },
    join: (workspace: string) => `Join ${workspace}`,
    signIn: 'Sign in',
    register: { username: 'Username', email: 'Email', password: 'Password', confirm: 'Confirm password', terms: /I accept the Terms of Service/, submit: 'Create account' },
    username: 'Username or email',
    password: 'Password',
    accept: 'Accept invitation',
    invitedYou: (workspace: string) => `invited you to ${workspace} as Client`,
    bannerAccept: 'Accept',
    roleChanged: 'is now Analyst',
    remove: 'Remove',
    removed: 'was removed',
    member: 'Member',
  },
  es: {
    switcher: (name: string) => `Espacio de trabajo: ${name}`,
    team: 'Equipo',
    mailSubject: 'Te invitan a',
    email: 'Correo electrónico',
    send: 'Enviar la invitación',
    roles: { manager: 'Gestor', analyst: 'Analista', client: 'Cliente' },
    join: (workspace: string) => `Únete a ${workspace}`,
    signIn: 'Iniciar sesión',
    register: { username: 'Nombre de usuario', email: 'Correo electrónico', password: 'Contraseña', confirm: 'Confirmar contraseña', terms: /Acepto los Términos del Servicio/, submit: 'Crear cuenta' },
    username: 'Usuario o correo electrónico',
    password: 'Contraseña',
    accept: 'Aceptar la invitación',
    invitedYou: (workspace: string) => `te ha invitado a ${workspace} como Cliente`,
    bannerAccept: 'Aceptar',
    roleChanged: 'ahora es Analista',
    remove: 'Quitar',
    removed: 'ya no es miembro',
    member: 'Miembro',
  },
} as const;

type Language = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Language];

/** The invitation link mailed to `email`, read from the sandbox's outbox as the invitee would from their inbox. */
async function invitationLinkFor(page: Page, controlHeaders: Record<string, string>, text: Texts, email: string): Promise<string> {
  await openOutbox(page, controlHeaders);
  const entry = page.getByRole('link').filter({ hasText: email }).filter({ hasText: text.mailSubject });
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await entry.click();
  const body = (await page.getByTestId('outbox-text').textContent()) ?? '';
  const link = new RegExp(`${escapeRegExp(new URL(page.url()).origin)}/invitation\\?token=[\\w-]+`).exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return link!;
}

for (const language of journeyLanguages('en')) {
  test(`an owner invites a manager and a client, both join, and the owner changes a role, removes a member and reads one member's activity (${language})`, async ({ page, request, browser, app, login, connectFacebook }) => {
    test.setTimeout(300_000);
    const text = TEXTS[language];

    // The owner signs up and connects Meta, so there are ad accounts to give a client.
    const { username: owner, token: ownerToken } = await login({ prefix: `teamown${language}`, language });
    await connectFacebook();
    const listed = await page.request.get('/api/workspaces', { headers: { Authorization: `Bearer ${ownerToken}` } });
    const [workspace] = (await listed.json()) as Array<{ id: string; name: string }>;
    if (!workspace) throw new Error('the owner has no workspace');

    // A manager is invited by address (in English they already have an AdFleet account, in Spanish they sign up from
    // the link), and a client who already has an account and will see one ad account.
    const manager = language === 'en' ? await registerUser(request, 'teammgren') : { username: `teammgres${Date.now()}` };
    const managerEmail = `${manager.username}@example.com`;
    const client = await registerUser(request, `teamcli${language}`);
    await page.goto(`/settings?lng=${language}`);
    await page.getByTestId('settings-team-link').click();
    await expect(page).toHaveURL(/\/settings\/team/);
    await expect(page.getByRole('heading', { level: 1, name: text.team })).toBeVisible();
    await inviteFromTeamPage(page, text, managerEmail, 'manager');
    await inviteFromTeamPage(page, text, `${client.username}@example.com`, 'client');

    // The manager opens the mailed link signed out, signs in (or up) with that address, comes back and accepts.
    const link = await invitationLinkFor(page, app.metaControl, text, managerEmail);
    const managerPage = await teamTab(browser, language);
    await managerPage.goto(link);
    await expect(managerPage.getByRole('heading', { level: 1, name: text.join(workspace.name) })).toBeVisible();
    if (language === 'en') {
      await managerPage.getByTestId('invitation-sign-in').click();
      await managerPage.getByLabel(text.username).fill(managerEmail);
      await managerPage.getByLabel(text.password, { exact: true }).fill(E2E_PASSWORD);
      await managerPage.getByRole('button', { name: text.signIn, exact: true }).click();
    } else {
      const form = text.register;
      await managerPage.getByTestId('invitation-register').click();
      // First and last names are optional: this manager goes by their username alone.
      await managerPage.getByLabel(form.username, { exact: true }).fill(manager.username);
      await managerPage.getByLabel(form.email, { exact: true }).fill(managerEmail);
      await managerPage.getByLabel(form.password, { exact: true }).fill(E2E_PASSWORD);
      await managerPage.getByLabel(form.confirm).fill(E2E_PASSWORD);
      await managerPage.getByRole('checkbox', { name: form.terms }).check();
      await managerPage.getByRole('button', { name: form.submit }).click();
    }
    await expect(managerPage).toHaveURL(/\/invitation\?token=/);
    await managerPage.getByRole('button', { name: text.accept }).click();
    await expect(managerPage).toHaveURL(/\/dashboard(\?|$)/);
    await expect(managerPage.getByRole('button', { name: text.switcher(workspace.name) })).toBeVisible();

    // The client, already signed in with their address verified, accepts from the banner; the tab moves into the workspace.
    await verifyAddressFromMail(request, app.metaControl, `${client.username}@example.com`);
    const clientPage = await teamTab(browser, language, client.token);
    await clientPage.goto(`/dashboard?lng=${language}`);
    const banner = clientPage.getByTestId('invitation-banner-item').filter({ hasText: text.invitedYou(workspace.name) });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: text.bannerAccept, exact: true }).click();
    await expect(clientPage.getByRole('button', { name: text.switcher(workspace.name) })).toBeVisible();
    await expect(clientPage.getByTestId('invitation-banner')).toHaveCount(0);

    // The owner sees both, makes the manager an analyst, and removes the client (nothing of theirs to disconnect).
    await page.goto(`/settings/team?lng=${language}`);
    await expect(memberRow(page, manager.username)).toBeVisible();
    await expect(memberRow(page, client.username)).toBeVisible();
    await memberRow(page, manager.username).getByTestId('member-role').click();
    await page.getByRole('option', { name: text.roles.analyst, exact: true }).click();
    await expect(page.getByText(text.roleChanged).first()).toBeVisible();
    await expect(memberRow(page, manager.username).getByTestId('member-role')).toHaveText(text.roles.analyst);
    await memberRow(page, client.username).getByRole('button', { name: text.remove }).click();
    await page.getByTestId('remove-member-confirm').click();
    await expect(page.getByText(text.removed).first()).toBeVisible();
    await expect(memberRow(page, client.username)).toHaveCount(0);

    // The removed client's next page load no longer shows the workspace.
    await clientPage.reload();
    await expect(clientPage.getByRole('button', { name: /^(Workspace|Espacio de trabajo): / })).toBeVisible();
    await expect(clientPage.getByRole('button', { name: text.switcher(workspace.name) })).toHaveCount(0);
    await clientPage.context().close();
    await managerPage.context().close();

    // Activity filtered by a member shows that member's rows only, and the filter lives in the address.
    await page.goto(`/activity?lng=${language}`);
    for (const member of [manager.username, owner]) {
      await page.getByTestId('activity-member-filter').click();
      await page.getByRole('option', { name: new RegExp(`(^|\\()${escapeRegExp(member)}\\)?$`) }).click();
      await expect(page).toHaveURL(/[?&]actor=[0-9a-f-]{36}/);
      const actors = page.getByTestId('activity-actor');
      await expect(actors.first()).toHaveText(new RegExp(`${escapeRegExp(member)}$`));
      for (const actor of await actors.all()) await expect(actor).toHaveText(new RegExp(`${escapeRegExp(member)}$`));
    }
    await page.reload();
    await expect(page.getByTestId('activity-member-filter')).toContainText(owner);
    await expect(page.getByTestId('activity-actor').first()).toHaveText(new RegExp(`${escapeRegExp(owner)}$`));
  });
}
