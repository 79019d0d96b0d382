import type { ReportRow } from '@adfleet/db';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { reportCsvLines } from './report-csv.ts';

/** An ad set of a Bogotá account, its sums as PostgreSQL's numerics print them. */
const row: ReportRow = {
  key: 'k1',
  name: '=Retargeting, "EU"',
  accountName: 'Andes – Bogotá',
  campaignName: 'Black Friday',
  accountExternalId: 'act_1001',
  campaignExternalId: '120200000001',
  adSetExternalId: '120210000001',
  timeZone: 'America/Bogota',
  date: null,
  platformId: 2,
  currency: 'COP',
  spend: '15957358.0000',
  impressions: '2000',
  clicks: '40',
  ctr: '2.0000',
  cpm: '7978679.0000',
  cpc: '398933.9500',
  linkClicks: '31',
  purchases: '244.0000',
  conversions: '244.0000',
  resultKind: 'purchases',
  countableResults: '244.0000',
  costPerResult: '65399.0082',
  resultKindLow: 'purchases',
  resultKindHigh: 'purchases',
  resultRows: '7',
  results: '244.0000',
  conversionValue: '600000.5000',
  valuedSpend: '15957358.0000',
  roas: '0.03760',
  convertedSpend: '3987.123456',
};

const context = {
  currency: 'USD',
  days: [
    { from: '2026-11-24', to: '2026-11-30', timeZones: ['America/Bogota'] },
    { from: '2026-11-25', to: '2026-12-01', timeZones: ['Asia/Tokyo'] },
  ],
};

async function* rows(...items: ReportRow[]) {
  yield* items;
}

async function csv(groupBy: 'adset' | 'day', language: 'en' | 'es', ...items: ReportRow[]): Promise<string[][]> {
  let out = '';
  for await (const line of reportCsvLines(rows(...items), groupBy, language, context)) out += line;
  expect(out.startsWith('\uFEFF')).toBe(true);
  expect(out.endsWith('\r\n')).toBe(true);
  return parse(out.slice(1), { relaxColumnCount: false });
}

describe('report CSV, as a spreadsheet reads it', () => {
  it('names the ids beside the names and each row its account’s days, in the reader’s language', async () => {
    const [header, line, ...rest] = await csv('adset', 'es', row);
    expect(header).toEqual([
      'ID del conjunto de anuncios', 'Conjunto de anuncios', 'ID de la campaña', 'Campaña', 'ID de la cuenta publicitaria', 'Cuenta publicitaria', 'Plataforma',
      'Fecha de inicio', 'Fecha de fin', 'Moneda', 'Gasto', 'Gasto (USD)', 'Impresiones', 'Clics', 'Tasa de clics (%)', 'Costo por clic', 'Resultados',
      'Tipo de resultado', 'Costo por resultado', 'Valor de conversión', 'Retorno del gasto (ROAS)',
    ]);
    expect(line).toEqual([
      '120210000001', `'=Retargeting, "EU"`, '120200000001', 'Black Friday', 'act_1001', 'Andes – Bogotá', 'TikTok',
      '2026-11-24', '2026-11-30', 'COP', '15957358', '3987.12', '2000', '40', '2.00', '398934', '244', 'Compras', '65399', '600001', '0.04',
    ]);
    expect(rest).toEqual([]);
  });

  it('writes each currency with its own digits (whole pesos and yen, euro cents) and counts without trailing zeros', async () => {
    const [, yen, euros] = await csv(
      'adset',
      'en',
      { ...row, currency: 'JPY', spend: '1770000.0000', cpc: '44250.0000', costPerResult: '7254.0984', conversionValue: '0', countableResults: '12.5000', timeZone: 'Asia/Tokyo' },
      { ...row, currency: 'EUR', spend: '11900.5000', cpc: '297.5125', costPerResult: '48.7725', conversionValue: '0', timeZone: 'Asia/Tokyo' },
    );
    expect(yen?.slice(7)).toEqual(['2026-11-25', '2026-12-01', 'JPY', '1770000', '3987.12', '2000', '40', '2.00', '44250', '12.5', 'Purchases', '7254', '0', '0.04']);
    expect(euros?.slice(9, 13)).toEqual(['EUR', '11900.50', '3987.12', '2000']);
  });

  it('leaves a ratio over zero and a spend without a rate empty, and names the day when grouped by day', async () => {
    const [header, line] = await csv('day', 'en', { ...row, date: '2026-11-20', name: '2026-11-20', platformId: null, countableResults: '0', costPerResult: null, roas: null, convertedSpend: null });
    expect(header?.slice(0, 4)).toEqual(['Date', 'Currency', 'Spend', 'Spend (USD)']);
    expect(line).toEqual(['2026-11-20', 'COP', '15957358', '', '2000', '40', '2.00', '398934', '0', 'Purchases', '', '600001', '']);
  });

  it('writes no count where results of several kinds meet, says so in the result type, and leaves a value no platform reports empty', async () => {
    const [, line] = await csv('day', 'en', { ...row, date: '2026-11-20', name: '2026-11-20', platformId: null, resultKind: 'mixed', countableResults: null, costPerResult: null, conversionValue: null, roas: null });
    expect(line?.slice(8)).toEqual(['', 'Mixed result types', '', '', '']);
  });
});
