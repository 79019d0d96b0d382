import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { appClockSpan } from './support/account-days.ts';
import { SANDBOX_GRAPH } from './support/sandbox-journey.ts';
import { journeyLanguages } from './support/journey-languages.ts';

const TEXT = {
  en: { heading: 'Reports', showMore: 'Show more rows', saved: (name: string) => `Filter “${name}” saved.`, header: 'Ad set ID,Ad set,Campaign ID,Campaign,Ad account ID,Ad account,Platform,Start date,End date,Currency,Spend,' },
  es: { heading: 'Informes', showMore: 'Mostrar más filas', saved: (name: string) => `Filtro «${name}» guardado.`, header: 'ID del conjunto de anuncios,Conjunto de anuncios,ID de la campaña,Campaña,ID de la cuenta publicitaria,Cuenta publicitaria,Plataforma,Fecha de inicio,Fecha de fin,Moneda,Gasto,' },
} as const;

/** The UTC calendar date `offset` days from `now`: a day no account's calendar has yet to reach when `offset` < 0 (the zones run from UTC−12). */
function day(now: Date, offset: number): string {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

type Figures = { name: string; spend: number; impressions: number; clicks: number };

/** The sandbox's own ad-set figures for the range, over every account the persona reaches. */
async function sandboxAdSets(request: APIRequestContext, token: string, accounts: ReadonlyArray<{ id: string }>, since: string, until: string): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const account of accounts) {
    const answer = await request.get(`${SANDBOX_GRAPH}/${account.id}/insights`, {
      params: { access_token: token, level: 'adset', fields: 'adset_name,spend,impressions,clicks', time_range: JSON.stringify({ since, until }), limit: '500' },
    });
    expect(answer.ok()).toBe(true);
    for (const row of ((await answer.json()) as { data: Array<Record<string, string>> }).data) {
      rows.push({ name: row.adset_name ?? '', spend: Number(row.spend ?? 0), impressions: Number(row.impressions ?? 0), clicks: Number(row.clicks ?? 0) });
    }
  }
  return rows;
}

/** Splits one CSV line as RFC 4180 writes it (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out;
}

const byFigures = (a: Figures, b: Figures) => a.name.localeCompare(b.name) || a.spend - b.spend || a.impressions - b.impressions;

async function exportCsv(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const file = await (await download).path();
  return (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
}

for (const language of journeyLanguages('es')) {
  test(`reports (${language}): filter, save the filter, reload, and export the CSV the sandbox agrees with`, async ({ page, request, meta, login, connectFacebook }, testInfo) => {
    test.setTimeout(120_000);
    await login();
    await connectFacebook();

    // A week of days every account has reached by the app's clock, whatever the hour: synced, and read the same by both.
    const { from: now } = await appClockSpan(request, testInfo);
    const from = day(now, -7);
    const to = day(now, -1);
    const all = await sandboxAdSets(request, meta.token, meta.accounts, from, to);
    const needle = all.find((row) => row.spend > 0)?.name.split(' ')[0] ?? '';
    expect(needle).not.toBe('');
    const spendMin = 10;

    await page.goto(`/reports?lng=${language}&from=${from}&to=${to}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible();
    await page.getByTestId('report-group-by').click();
    await page.getByRole('option').nth(2).click();
    // The table holds the first 100 ad sets; 'Show more rows' adds the next 100.
    expect(all.length).toBeGreaterThan(100);
    await expect(page.getByTestId('report-row')).toHaveCount(100);
    await page.getByRole('button', { name: TEXT[language].showMore }).click();
    await expect(page.getByTestId('report-row')).toHaveCount(Math.min(all.length, 200));
    await page.getByTestId('report-filters-button').click();
    await page.getByTestId('report-filter-adSetName').fill(needle);
    await page.getByTestId('report-filter-spendMin').fill(String(spendMin));
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`groupBy=adset.*adSetName=${encodeURIComponent(needle)}.*spendMin=${spendMin}`));

    const expected = all.filter((row) => row.name.toLowerCase().includes(needle.toLowerCase()) && row.spend >= spendMin);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByTestId('report-row')).toHaveCount(expected.length);

    const name = `Top ${needle} ${language}`;
    await page.getByTestId('saved-filter-save').click();
    await page.getByTestId('saved-filter-name').fill(name);
    await page.getByTestId('saved-filter-confirm').click();
    await expect(page.getByText(TEXT[language].saved(name), { exact: true })).toBeVisible();

    // A reload keeps the filters (they are the URL) and recognises them as the saved filter.
    await page.reload();
    await expect(page.getByTestId('report-row')).toHaveCount(expected.length);
    await expect(page.getByTestId('saved-filter-select')).toHaveText(name);
    await expect(page.getByTestId('report-filter-spendMin')).toHaveCount(0);

    const csv = (await exportCsv(page)).trimEnd().split('\r\n');
    expect(csv[0]?.startsWith(TEXT[language].header)).toBe(true);
    const exported = csv.slice(1).map((line) => {
      // The ad set's id and name, its campaign's and account's, the platform, the days and the currency come first;
      // then the spend, the spend in the reporting currency, impressions and clicks.
      const [, adSet = '', , , , , , , , , spend, , impressions, clicks] = cells(line);
      return { name: adSet, spend: Number(spend), impressions: Number(impressions), clicks: Number(clicks) };
    });
    // The file lists what the page shows, in its order (spend, highest first) ...
    expect(exported.map((row) => row.spend)).toEqual([...exported.map((row) => row.spend)].sort((a, b) => b - a));
    // ... and its figures are the sandbox's own for the same days.
    expect(exported.sort(byFigures).map((row) => ({ ...row, spend: row.spend.toFixed(2) }))).toEqual(expected.sort(byFigures).map((row) => ({ ...row, spend: row.spend.toFixed(2) })));

    // On a phone the row's name and its spend stay in view, not behind a sideways scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    const first = page.getByTestId('report-row').first();
    for (const cell of [first.getByRole('cell').nth(0), first.getByRole('cell').nth(1)]) {
      await cell.scrollIntoViewIfNeeded();
      const box = await cell.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }

    // The saved filter is the user's own: deleting it leaves the page as it was.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('saved-filter-delete').click();
    await expect(page.getByTestId('saved-filter-save')).toBeVisible();
  });
}
