import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerUser } from './support/users.ts';
import { joinOwnersWorkspace } from './support/app-database.ts';
import { teamTab } from './support/team-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXTS = {
  en: {
    sync: 'Sync accounts',
    duplicate: /^Duplicate /,
    connectAnother: 'Connect another account',
    refused: 'Your role in this workspace (Analyst) cannot do this.',
    duplicatorNote: "You can look through the campaigns and the clone history; duplicating is for the workspace's owners, admins and managers.",
  },
  es: {
    sync: 'Sincronizar cuentas',
    duplicate: /^Duplicar /,
    connectAnother: 'Conectar otra cuenta',
    refused: 'Tu rol en este espacio de trabajo (Analista) no permite hacer esto.',
    duplicatorNote: 'Puedes consultar las campañas y el historial de clonaciones; duplicar corresponde a los propietarios, administradores y gestores del espacio de trabajo.',
  },
} as const;

/** A control at rest for the role: disabled, with its reason on the wrapper it hangs on (a disabled button takes no pointer). */
async function expectRefused(control: Locator, reason: string) {
  await expect(control).toBeDisabled();
  const wrapper = control.locator('xpath=..');
  await expect(wrapper).toHaveAttribute('data-testid', 'role-refusal');
  await expect(wrapper).toContainText(reason);
}

/**
 * The reason shows as a tooltip when the pointer rests on the control (the first one hovered on a page), and goes
 * when the pointer moves away.
 */
async function expectReasonOnHover(page: Page, control: Locator, reason: string) {
  await control.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toHaveCount(1);
  await page.mouse.move(1, 1, { steps: 5 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

for (const language of journeyLanguages('en')) {
  test(`an analyst of the owner's workspace reads it, and its Sync and Duplicate rest with the reason (${language})`, async ({ page, request, browser, app, login, connectFacebook }) => {
    test.setTimeout(240_000);
    const text = TEXTS[language];

    // The owner signs up and connects Meta: everything is theirs to operate.
    const { username: owner } = await login({ prefix: `rolesown${language}`, language });
    await connectFacebook();
    await page.goto(`/accounts?lng=${language}`);
    await expect(page.getByRole('button', { name: text.sync, exact: true })).toBeEnabled();
    await expect(page.getByTestId('role-refusal')).toHaveCount(0);
    await page.goto(`/campaign-duplicator?lng=${language}`);
    await expect(page.getByRole('button', { name: text.duplicate }).first()).toBeEnabled();
    await expect(page.getByTestId('role-note')).toHaveCount(0);

    // A second person joins the owner's workspace as an analyst (no invitation screen yet: through the database).
    const analyst = await registerUser(request, `rolesana${language}`);
    const workspaceId = await joinOwnersWorkspace(app, owner, analyst.username, 'analyst');
    const analystPage = await teamTab(browser, language, analyst.token, workspaceId);

    // They read the team's accounts; syncing and connecting rest, each saying why.
    await analystPage.goto(`/accounts?lng=${language}`);
    await expect(analystPage.getByTestId('facebook-connected-badge')).toBeVisible();
    const sync = analystPage.getByRole('button', { name: text.sync, exact: true });
    await expectRefused(sync, text.refused);
    await expectRefused(analystPage.getByRole('button', { name: text.connectAnother }), text.refused);
    await expectReasonOnHover(analystPage, sync, text.refused);

    // They read the team's campaigns; every Duplicate rests, and the page says why in place of the clone notice.
    await analystPage.goto(`/campaign-duplicator?lng=${language}`);
    const duplicates = analystPage.getByRole('button', { name: text.duplicate });
    await expect(duplicates.first()).toBeVisible();
    expect(await duplicates.count()).toBeGreaterThan(0);
    for (const duplicate of await duplicates.all()) await expect(duplicate).toBeDisabled();
    await expect(analystPage.getByTestId('role-note')).toContainText(text.refused);
    await expect(analystPage.getByTestId('role-note')).toContainText(text.duplicatorNote);
    await expectRefused(duplicates.first(), text.refused);
    await expectReasonOnHover(analystPage, duplicates.first(), text.refused);
    await analystPage.context().close();
  });
}
