import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { joinOwnersWorkspace } from './support/app-database.ts';
import { registerUser } from './support/users.ts';

const TEXTS = {
  en: { title: 'Workspace export', button: 'Download workspace export', roleNote: /downloading the workspace's export is for the workspace's owner and admins/ },
  es: { title: 'Exportación del espacio de trabajo', button: 'Descargar la exportación', roleNote: /descargar la exportación del espacio de trabajo corresponde al propietario/ },
} as const;

type Language = keyof typeof TEXTS;

/** A signed-in tab of `token`'s person at 375 px, in `language` and `theme`, showing workspace `workspaceId`. */
async function tabOf(browser: Browser, token: string, workspaceId: string, language: Language, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: theme, acceptDownloads: true });
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

test('the owner downloads the workspace’s export from Settings → Team; an analyst is told it is for admins, at 375 px in both languages and themes', async ({ request, browser, app }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await registerUser(request, 'wsexportown');
  const analyst = await registerUser(request, 'wsexportana');
  const workspaceId = await joinOwnersWorkspace(app, owner.username, analyst.username, 'analyst');

  for (const language of ['en', 'es'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const text = TEXTS[language];
      const tab = await tabOf(browser, owner.token, workspaceId, language, theme);
      await tab.goto(`/settings/team?lng=${language}`);
      const button = tab.getByRole('button', { name: text.button });
      await expect(tab.getByText(text.title, { exact: true })).toBeVisible();
      await expect(button).toBeVisible();
      await button.scrollIntoViewIfNeeded();
      await tab.screenshot({ path: testInfo.outputPath(`team-export-${language}-${theme}.png`) });
      if (theme === 'light') {
        const [download] = await Promise.all([tab.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toMatch(/^adfleet-workspace-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
        const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { workspace: { id: string }; members: Array<{ username: string; email: string; role: string }> };
        expect(data.workspace.id).toBe(workspaceId);
        expect(data.members).toEqual(expect.arrayContaining([expect.objectContaining({ username: analyst.username, email: `${analyst.username}@example.com`, role: 'analyst' })]));
      }
      await tab.context().close();

      const other = await tabOf(browser, analyst.token, workspaceId, language, theme);
      await other.goto(`/settings/team?lng=${language}`);
      await expect(other.getByTestId('role-note')).toContainText(text.roleNote);
      await expect(other.getByRole('button', { name: text.button })).toHaveCount(0);
      await other.screenshot({ path: testInfo.outputPath(`team-export-analyst-${language}-${theme}.png`), fullPage: true });
      await other.context().close();
    }
  }
});
