import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { escapeRegExp, type SandboxAccount } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const AGENCY = 'Agency North';

const TEXTS = {
  en: {
    switcher: (name: string) => `Workspace: ${name}`,
    owner: 'Owner',
    create: 'Create workspace…',
    dialog: 'Create a workspace',
    name: 'Name',
    submit: 'Create workspace',
    created: `Workspace «${AGENCY}» created`,
  },
  es: {
    switcher: (name: string) => `Espacio de trabajo: ${name}`,
    owner: 'Propietario',
    create: 'Crear espacio de trabajo…',
    dialog: 'Crear un espacio de trabajo',
    name: 'Nombre',
    submit: 'Crear espacio de trabajo',
    created: `Espacio de trabajo «${AGENCY}» creado`,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Opens the header's workspace menu and picks a workspace by name. */
async function switchTo(page: Page, text: Texts, from: string, to: string) {
  await page.getByRole('button', { name: text.switcher(from) }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${escapeRegExp(to)}`) }).click();
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expect(page.getByRole('button', { name: text.switcher(to) })).toBeVisible();
}

for (const language of journeyLanguages('es')) {
  test(`a person creates a workspace, works there with nothing of their own, switches back, and each tab keeps its own (${language})`, async ({ page, meta, login, connectFacebook }) => {
    test.setTimeout(180_000);
    const text = TEXTS[language];
    const us = meta.accounts.find((account) => account.name.includes('US Store')) as SandboxAccount;

    // Signing up makes a personal workspace named after the person; the connection made there is its data.
    const { username } = await login({ prefix: `ws${language}`, language });
    await connectFacebook();
    await page.goto(`/dashboard?lng=${language}`);
    const personalRows = page.getByTestId('account-performance-table').locator('tbody tr').filter({ hasText: us.name });
    await expect(personalRows.first()).toBeVisible();

    // The switcher names the personal workspace and lists it, checked, with the person's role.
    const switcher = page.getByRole('button', { name: text.switcher(username) });
    await expect(switcher).toBeVisible();
    await switcher.click();
    const personalItem = page.getByRole('menuitemradio', { name: new RegExp(`^${escapeRegExp(username)}`) });
    await expect(personalItem).toHaveAttribute('aria-checked', 'true');
    await expect(personalItem).toContainText(text.owner);

    // Creating a workspace from the keyboard: the dialog names it, the tab moves there and lands on an empty dashboard.
    await page.getByRole('menuitem', { name: text.create }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByLabel(text.name).fill(AGENCY);
    await dialog.getByLabel(text.name).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard(\?|$)/);
    await expect(page.getByRole('button', { name: text.switcher(AGENCY) })).toBeVisible();
    await expect(page.getByTestId('new-user-dashboard')).toBeVisible();
    await expect(page.getByText(us.name)).toHaveCount(0);
    // Its activity starts with its own making, by the person.
    await page.goto(`/activity?lng=${language}`);
    const made = page.getByTestId('activity-list').locator('li').filter({ hasText: `«${AGENCY}»` });
    await expect(made).toHaveCount(1);
    await expect(made.getByTestId('activity-actor')).toContainText(username);
    await page.goto(`/dashboard?lng=${language}`);
    await expect(page.getByText(text.created)).toBeVisible();

    // Back in the personal workspace, its data shows again.
    await switchTo(page, text, AGENCY, username);
    await expect(personalRows.first()).toBeVisible();
    await expect(page.getByTestId('new-user-dashboard')).toHaveCount(0);

    // A second tab starts in the remembered workspace (the personal one) and moves on its own: the first stays put.
    const second = await page.context().newPage();
    await second.goto(`/dashboard?lng=${language}`);
    await expect(second.getByRole('button', { name: text.switcher(username) })).toBeVisible();
    await switchTo(second, text, username, AGENCY);
    await expect(second.getByTestId('new-user-dashboard')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: text.switcher(username) })).toBeVisible();
    await expect(personalRows.first()).toBeVisible();
    // Every call the first tab makes names its own workspace, whatever the second chose.
    const calls: Array<string | null> = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/trpc/')) calls.push(sent.headers()['x-workspace-id'] ?? null);
    });
    await page.goto(`/reports?lng=${language}`);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    const personalId = await page.evaluate(() => sessionStorage.getItem('workspace'));
    expect(personalId).toBeTruthy();
    expect(new Set(calls)).toEqual(new Set([personalId]));

    // And a new tab now starts where the second left off: the remembered workspace follows the last switch.
    const third = await page.context().newPage();
    await third.goto(`/dashboard?lng=${language}`);
    await expect(third.getByRole('button', { name: text.switcher(AGENCY) })).toBeVisible();
    await second.close();
    await third.close();
  });
}
