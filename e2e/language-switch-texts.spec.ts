import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Watches the page from now on for a text that is a translation key rather than words: a dotted key (`kpis.spend`,
 * what i18next shows for a text it has not loaded), a namespaced one (`dashboard:title`) or a namespace's prefix
 * (`dashboard.`), in the page's text or its labels, as each render puts it there.
 */
function watchForKeys() {
  type Node = { nodeType: number; textContent: string | null; getAttribute?(name: string): string | null; querySelectorAll?(selector: string): ArrayLike<Node> };
  type Observer = new (callback: (records: Array<{ target: Node; addedNodes: ArrayLike<Node> }>) => void) => { observe(target: Node, options: object): void };
  const page = globalThis as unknown as { MutationObserver: Observer; document: { body: Node }; __keysSeen: string[] };
  const KEY = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+$|^[a-z][A-Za-z]+:[a-z][A-Za-z.]+$|\b(?:common|errors|auth|layout|dashboard|accounts|campaigns|currency|settings|notifications|accountLinks)\.[a-z]/;
  page.__keysSeen = [];
  const check = (node: Node) => {
    const texts = [node.textContent ?? ''];
    for (const element of [node, ...Array.from(node.querySelectorAll?.('[aria-label],[title],[placeholder]') ?? [])]) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute?.(attribute) ?? '');
    }
    // A text node's own words, and each line of an element's, so one key among words is still found.
    for (const text of texts.flatMap((value) => value.split('\n')).map((value) => value.trim())) {
      if (text && KEY.test(text)) page.__keysSeen.push(text);
    }
  };
  new page.MutationObserver((records) => {
    for (const record of records) {
      if (record.target.nodeType === 3) check(record.target);
      for (const node of Array.from(record.addedNodes)) {
        if (node.nodeType === 3) check(node);
        else for (const text of collectTexts(node)) check(text);
      }
    }
  }).observe(page.document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'title', 'placeholder'] });
  function collectTexts(node: Node): Node[] {
    const found: Node[] = [node];
    const walk = (current: Node & { childNodes?: ArrayLike<Node> }) => {
      for (const child of Array.from(current.childNodes ?? [])) {
        if (child.nodeType === 3) found.push(child);
        else walk(child);
      }
    };
    walk(node);
    return found;
  }
}

async function keysSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as { __keysSeen: string[] }).__keysSeen);
}

async function switchTo(page: Page, menuLabel: string, language: string) {
  await page.getByRole('button', { name: menuLabel }).first().click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test('switching language shows the new words at once on the page and on pages opened afterwards, never a key', async ({ page, login }) => {
  // Registration, four pages and two switches: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lng=en');
  await login();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.evaluate(watchForKeys);

  await switchTo(page, 'Language', 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();

  // A page first opened after the switch brings its texts in the new language only.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Duplicador' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicador de Campañas' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Presupuesto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Presupuesto' })).toBeVisible();

  await switchTo(page, 'Idioma', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(await keysSeen(page)).toEqual([]);
  expect(await page.locator('body').innerText()).not.toMatch(/\b(?:dashboard|layout|common|campaigns|budget)\.[a-z]/);
});
