import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

test.use({ reducedMotion: 'reduce' });

const THEMES = ['light', 'dark'] as const;

/** The theme as a returning visitor's stored choice sets it, before any script of the app runs. */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((chosen) => localStorage.setItem('adfleet-theme', chosen), theme);
}

/** Runs axe's color-contrast rule (WCAG AA, 4.5:1 for text) on the page as it is, and names every failing element. */
async function expectReadable(page: Page, screen: string) {
  // Toasts and dialogs fading in would be measured half-transparent; only settled screens are judged (spinners spin on).
  await page.evaluate('document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).forEach((animation) => animation.finish())');
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const failures = violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`));
  expect(failures, `${screen}: text below WCAG AA contrast`).toEqual([]);
}

test('public screens meet WCAG AA contrast in both themes', async ({ page }) => {
  for (const theme of THEMES) {
    await useTheme(page, theme);
    await page.goto('/');
    await expect(page.locator('html.dark')).toHaveCount(theme === 'dark' ? 1 : 0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReadable(page, `landing (${theme})`);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expectReadable(page, `sign-in (${theme})`);
  }
});

test('signed-in screens with data meet WCAG AA contrast in both themes', async ({ page, login, connectFacebook }) => {
  // Twelve screens, each judged by axe node by node (Reports' table alone takes seconds): a bound for a busy machine.
  test.setTimeout(300_000);
  await login({ language: 'en' });
  await connectFacebook();

  const screens = [
    { path: '/dashboard', ready: page.getByTestId('spend-summary') },
    { path: '/accounts', ready: page.getByRole('table').first() },
    { path: '/campaign-duplicator', ready: page.getByTestId('campaigns-table') },
    { path: '/reports', ready: page.getByTestId('report-table') },
    { path: '/auth-diagnostics', ready: page.getByRole('heading', { level: 1 }) },
    { path: '/activity', ready: page.getByTestId('activity-list') },
  ];
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectReadable(page, `${screen.path} (${theme})`);
    }
  }
});
