import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { joinOwnersWorkspace, shareFirstAccount, workspaceAccountNames } from './support/app-database.ts';
import { registerUser } from './support/users.ts';

const TEXTS = {
  en: { yourAccounts: 'Your accounts', duplicator: 'Duplicator', nothingShared: 'Nothing shared with you yet', connect: /Connect/ },
  es: { yourAccounts: 'Tus cuentas', duplicator: 'Duplicador', nothingShared: 'Aún no se ha compartido nada contigo', connect: /Conectar/ },
} as const;

type Language = keyof typeof TEXTS;

/** A signed-in tab of `token`'s person at 375 px, in `language` and `theme`, showing workspace `workspaceId`. */
async function tabOf(browser: Browser, token: string, workspaceId: string, language: Language, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: theme });
  await context.addInitScript(
    ([savedToken, workspace, lng, chosenTheme]) => {
      localStorage.setItem('token', savedToken);
      localStorage.setItem('i18nextLng', lng);
      localStorage.setItem('adfleet-theme', chosenTheme);
      sessionStorage.setItem('workspace', workspace);
    },
    [token, workspaceId, language, theme] as const,
  );
  return context.newPage();
}

test("a client sees only the account shared with them, and nothing to connect or duplicate, at 375 px in both languages and themes", async ({ request, browser, app, login, connectFacebook }, testInfo) => {
  test.setTimeout(300_000);
  const { username: owner } = await login({ prefix: 'clientviewown' });
  await connectFacebook();
  const names = await workspaceAccountNames(app, owner);
  expect(names.length).toBeGreaterThan(1);

  const client = await registerUser(request, 'clientviewcli');
  const workspaceId = await joinOwnersWorkspace(app, owner, client.username, 'client');
  const shared = await shareFirstAccount(app, owner, client.username);
  const hidden = names.filter((name) => name !== shared);
  const nobody = await registerUser(request, 'clientviewnone');
  await joinOwnersWorkspace(app, owner, nobody.username, 'client');

  for (const language of ['en', 'es'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const text = TEXTS[language];
      const tab = await tabOf(browser, client.token, workspaceId, language, theme);
      await tab.goto(`/accounts?lng=${language}`);
      await expect(tab.getByTestId('connected-accounts-table')).toContainText(shared);
      for (const name of hidden) await expect(tab.locator('main')).not.toContainText(name);
      await expect(tab.getByRole('button', { name: text.connect })).toHaveCount(0);
      await tab.screenshot({ path: testInfo.outputPath(`client-accounts-${language}-${theme}.png`), fullPage: true });

      await tab.goto(`/dashboard?lng=${language}`);
      await expect(tab.locator('main').getByRole('link', { name: shared }).first()).toBeVisible();
      for (const name of hidden) await expect(tab.locator('main')).not.toContainText(name);
      await tab.screenshot({ path: testInfo.outputPath(`client-dashboard-${language}-${theme}.png`), fullPage: true });

      // The menu: their accounts by a name that says they were shared; no Duplicator.
      await tab.getByRole('button', { name: language === 'en' ? 'Open menu' : 'Abrir menú' }).click();
      const menu = tab.getByRole('dialog');
      // The sheet slides in: the picture is taken once it has arrived.
      await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
      await expect(menu.getByText(text.yourAccounts)).toBeVisible();
      await expect(menu.getByRole('link', { name: text.duplicator })).toHaveCount(0);
      await expect(menu.getByTestId('sidebar-accounts')).toContainText(shared);
      await tab.screenshot({ path: testInfo.outputPath(`client-menu-${language}-${theme}.png`) });
      await tab.context().close();

      const empty = await tabOf(browser, nobody.token, workspaceId, language, theme);
      await empty.goto(`/dashboard?lng=${language}`);
      await expect(empty.getByText(text.nothingShared)).toBeVisible();
      await expect(empty.getByRole('button', { name: text.connect })).toHaveCount(0);
      await empty.screenshot({ path: testInfo.outputPath(`client-empty-${language}-${theme}.png`), fullPage: true });
      await empty.context().close();
    }
  }
});
