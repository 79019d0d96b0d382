import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { JOURNEY_LANGUAGES } from './support/journey-languages.ts';

test.use({ viewport: { width: 375, height: 800 } });

/** Entirely inside the phone's 375 px, not behind a sideways scroll. */
async function expectOnScreen(page: Page, element: Locator) {
  // The table may render its rows again while it is read (the data refreshing itself): the check is made whole again.
  await expect(async () => {
    await element.scrollIntoViewIfNeeded({ timeout: 5_000 });
    const box = await element.boundingBox();
    expect(box, 'laid out').not.toBeNull();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }).toPass();
}

test('at 375 px, tables keep their key columns in view and cut names show in full on focus', async ({ page, login, connectFacebook }) => {
  test.setTimeout(120_000);
  await login();
  await connectFacebook();

  // Accounts: each row's name and its status.
  await page.goto('/accounts');
  await page.waitForLoadState('networkidle');
  const account = page.getByTestId('connected-accounts-table').locator('tbody tr').first();
  await expectOnScreen(page, account.getByRole('cell').first());
  await expectOnScreen(page, account.getByText('Active', { exact: true }).first());

  // Duplicator: each campaign's selection box, name, status, budget and its 'Duplicate' action.
  await page.goto('/campaign-duplicator');
  await page.waitForLoadState('networkidle');
  const campaign = page.getByTestId('campaigns-table').locator('tbody tr').first();
  await expect(campaign).toBeVisible();
  await expectOnScreen(page, campaign.getByRole('checkbox'));
  await expectOnScreen(page, campaign.getByRole('cell').nth(1));
  await expectOnScreen(page, campaign.getByTestId('campaign-key-facts'));
  await expectOnScreen(page, campaign.getByRole('button', { name: /^Duplicate / }));

  // A name cut by the narrow column takes keyboard focus and shows in full.
  const cut = page.getByTestId('campaigns-table').locator('[data-truncated]').first();
  await expect(cut).toBeVisible();
  const fullName = (await cut.textContent()) ?? '';
  await cut.focus();
  await expect(page.getByRole('tooltip')).toHaveText(fullName);
});

/** How a data table stands in the phone's width, read from the page as the reader sees it. */
interface TableOnScreen {
  /** Wider than its box: it scrolls sideways. */
  overflows: boolean;
  /** The sides a scroll cue shows on. */
  cues: string[];
  /** What the scroll box says to assistive technology. */
  scrollLabel: string | null;
  /** Texts of cells, or of parts of cells, that their box cuts. */
  clipped: string[];
  /** The column that says which row is which: in the box, not scrolled away. */
  nameInView: boolean;
  /** The column the rows are sorted by (null when the header names none): beside the name, not under it or off the edge. */
  sortedInView: boolean | null;
}

function tableOnScreen(table: Locator): Promise<TableOnScreen> {
  return table.evaluate((element) => {
    const tableElement = element as HTMLTableElement;
    const box = tableElement.parentElement as HTMLElement;
    const frame = box.parentElement as HTMLElement;
    const shown = box.getBoundingClientRect();
    const right = Math.min(shown.right, window.innerWidth);
    const header = Array.from(tableElement.tHead?.rows[0]?.cells ?? []);
    // A leading column of checkboxes only chooses rows; the name beside it says which row is which.
    const selection = header[0]?.textContent.trim() === '' && header[0].querySelector('[role="checkbox"]') !== null;
    const nameColumn = selection ? 1 : 0;
    const sortedColumn = header.findIndex((cell) => ['ascending', 'descending'].includes(cell.getAttribute('aria-sort') ?? ''));
    const firstRow = tableElement.tBodies[0]?.rows[0];
    const rectsOf = (column: number) => [header[column], firstRow?.cells[column]].flatMap((cell) => (cell ? [cell.getBoundingClientRect()] : []));
    const nameRects = rectsOf(nameColumn);
    const nameRight = Math.max(...nameRects.map((rect) => rect.right));
    const within = (rect: DOMRect, from: number) => rect.width > 0 && rect.left >= from - 1 && rect.right <= right + 1;
    // A cell cut by its own width, or any part of it that hides what overflows it (an ellipsis, a clipped box).
    const clipped = Array.from(tableElement.querySelectorAll<HTMLElement>('th, td'))
      .flatMap((cell) => [cell, ...Array.from(cell.querySelectorAll<HTMLElement>('*')).filter((part) => getComputedStyle(part).overflowX !== 'visible')])
      .filter((part) => part.scrollWidth > part.clientWidth + 1)
      .map((part) => part.textContent.trim());
    return {
      overflows: box.scrollWidth > box.clientWidth,
      cues: Array.from(frame.querySelectorAll('[data-slot="table-scroll-cue"]')).map((cue) => cue.getAttribute('data-side') ?? ''),
      scrollLabel: box.getAttribute('role') === 'region' ? box.getAttribute('aria-label') : null,
      clipped,
      nameInView: nameRects.length > 0 && nameRects.every((rect) => within(rect, shown.left)),
      sortedInView: sortedColumn < 0 || sortedColumn === nameColumn ? null : rectsOf(sortedColumn).every((rect) => within(rect, nameRight)),
    };
  });
}

const SCROLL_LABEL = {
  en: 'Table wider than the screen: scroll sideways to see every column',
  es: 'Tabla más ancha que la pantalla: se desplaza hacia los lados para ver todas las columnas',
} as const;
const LIST_TOGGLE = { en: { all: 'Show all', less: 'Show less' }, es: { all: 'Ver todo', less: 'Ver menos' } } as const;

/** Each screen's data table, as the phone opens it, with an order that puts the sorted column far from the name. */
const TABLE_SCREENS = [
  { path: '/dashboard', table: 'account-performance-table' },
  { path: '/reports', table: 'report-table' },
  { path: '/budget', table: 'budget-table' },
  { path: '/budget?sort=spent&dir=desc', table: 'budget-table' },
  { path: '/accounts', table: 'connected-accounts-table' },
] as const;

/** The table, opened and again scrolled to its far end: nothing cut, the name and the sorted figure in view, the scroll said. */
async function expectKeyColumnsInView(table: Locator, language: (typeof JOURNEY_LANGUAGES)[number]) {
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(async () => {
    const opened = await tableOnScreen(table);
    expect(opened.overflows, 'wider than the phone').toBe(true);
    expect(opened.clipped).toEqual([]);
    expect(opened.nameInView).toBe(true);
    expect(opened.sortedInView).not.toBe(false);
    // On the side where more columns wait: after them, or before them when the sorted column was brought from the end.
    expect(opened.cues.length).toBeGreaterThan(0);
    expect(opened.scrollLabel).toBe(SCROLL_LABEL[language]);
  }).toPass({ timeout: 10_000 });
  await table.evaluate((element) => element.parentElement?.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect(async () => {
    const scrolled = await tableOnScreen(table);
    expect(scrolled.clipped).toEqual([]);
    expect(scrolled.nameInView).toBe(true);
    expect(scrolled.cues).toEqual(['start']);
  }).toPass({ timeout: 10_000 });
}

/** A list held to a card's height shows that it holds more, and opens whole. */
async function expectCappedListOpens(list: Locator, language: (typeof JOURNEY_LANGUAGES)[number]) {
  const box = list.locator('[role="region"]');
  await expect(list.locator('[data-slot="list-scroll-cue"][data-side="end"]')).toBeVisible();
  await list.getByRole('button', { name: LIST_TOGGLE[language].all }).click();
  await expect(list.getByRole('button', { name: LIST_TOGGLE[language].less })).toHaveAttribute('aria-expanded', 'true');
  await expect(list.locator('[data-slot="list-scroll-cue"]')).toHaveCount(0);
  expect(await box.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
}

/** The address in the journey's language: a `?lng=` wins over the language stored on the account, for the visit. */
function inLanguage(path: string, language: (typeof JOURNEY_LANGUAGES)[number]): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set('lng', language);
  return `${url.pathname}${url.search}`;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 375 px, in both languages, data tables keep the name and the sorted figure in view, cut no figure and show that they scroll; lists and toasts cover nothing', async ({ page, login, connectFacebook }) => {
  test.setTimeout(240_000);
  await login();
  await connectFacebook();

  for (const language of JOURNEY_LANGUAGES) {
    for (const screen of TABLE_SCREENS) {
      await test.step(`${screen.path} (${language})`, async () => {
        await page.goto(inLanguage(screen.path, language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectKeyColumnsInView(page.getByTestId(screen.table), language);
      });
    }

    await test.step(`a sort chosen from the last column, and the page opened again (${language})`, async () => {
      for (const screen of [TABLE_SCREENS[0], TABLE_SCREENS[1]]) {
        await page.goto(inLanguage(screen.path, language));
        const table = page.getByTestId(screen.table);
        await table.locator('thead th[aria-sort] button').last().click();
        await expect(table.locator('thead th[aria-sort]').last()).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
        // The order is in the address: the page opened again from it starts sorted by the last column.
        await page.goto(inLanguage(new URL(page.url()).pathname + new URL(page.url()).search, language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectKeyColumnsInView(page.getByTestId(screen.table), language);
      }
    });

    await test.step(`the daily chart names its days inside its box (${language})`, async () => {
      await page.goto(inLanguage('/dashboard', language));
      const chart = page.locator('figure svg[role="presentation"]');
      await expect(chart.locator('text').last()).toBeVisible();
      const { box, labels } = await chart.evaluate((svg) => ({
        box: svg.getBoundingClientRect().toJSON() as DOMRect,
        labels: [...svg.querySelectorAll('text')].map((text) => ({ text: text.textContent, ...(text.getBoundingClientRect().toJSON() as DOMRect) })),
      }));
      const cut = labels.filter((label) => label.left < box.left || label.right > box.right).map((label) => label.text);
      expect(cut, 'labels cut at the chart edge').toEqual([]);
    });

    await test.step(`lists held to a card's height (${language})`, async () => {
      await page.goto(inLanguage('/dashboard', language));
      await expectCappedListOpens(page.getByTestId('spend-summary').locator('[data-slot="capped-list"]'), language);
      await page.goto(inLanguage('/budget', language));
      await expectCappedListOpens(page.locator('[data-slot="capped-list"]', { has: page.getByTestId('budget-accounts') }), language);
    });

    await test.step(`a toast while a dialog is open (${language})`, async () => {
      await page.goto(inLanguage('/campaign-duplicator', language));
      await page.getByRole('button', { name: /^(Duplicate|Duplicar) / }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox').first()).toBeVisible();
      // Any code may raise a toast through the app's window event: here one arrives while the dialog is open.
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('showToast', { detail: { title: 'Sync finished', description: 'Every ad account was read again; the figures on this page are up to date.' } })));
      const toast = page.locator('[data-slot="toast"]');
      await expect(toast).toBeVisible();
      await expect(async () => {
        const toastBox = await toast.boundingBox();
        const buttons = await dialog.getByRole('button').evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight).map(({ x, y, width, height }) => ({ x, y, width, height })),
        );
        expect(toastBox).not.toBeNull();
        expect(buttons.length).toBeGreaterThan(0);
        for (const button of buttons) expect(overlaps(button, toastBox ?? button)).toBe(false);
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Escape');
    });
  }
});
