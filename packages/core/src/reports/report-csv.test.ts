import type { ReportRow } from '@adfleet/db';
import { describe, expect, it } from 'vitest';
import { reportCsvLines } from './report-csv.ts';

const row: ReportRow = {
  key: 'k1',
  name: '=Retargeting, "EU"',
  accountName: 'Andes – Bogotá',
  campaignName: 'Black Friday',
  date: null,
  platformId: 2,
  currency: 'COP',
  spend: '150000',
  impressions: '2000',
  clicks: '40',
  ctr: '2.0000',
  cpc: '3750.0000',
  conversions: '3',
  cpa: '50000.0000',
  conversionValue: '600000',
  roas: '4.00000',
};

async function* rows(...items: ReportRow[]) {
  yield* items;
}

async function lines(groupBy: 'adset' | 'day', language: 'en' | 'es', ...items: ReportRow[]) {
  const out: string[] = [];
  for await (const line of reportCsvLines(rows(...items), groupBy, language)) out.push(line);
  return out;
}

describe('report CSV', () => {
  it('writes a BOM and the headers of the grouping (with each object’s platform) in the reader’s language, then one CRLF line per row', async () => {
    const [header, line, ...rest] = await lines('adset', 'es', row);
    expect(header).toBe('\uFEFFConjunto de anuncios,Campaña,Cuenta publicitaria,Plataforma,Moneda,Gasto,Impresiones,Clics,Tasa de clics (%),Costo por clic,Resultados,Costo por resultado,Valor de conversión,Retorno del gasto (ROAS)\r\n');
    expect(line).toBe(`"'=Retargeting, ""EU""",Black Friday,Andes – Bogotá,TikTok,COP,150000,2000,40,2.00,3750.00,3,50000.00,600000,4.00\r\n`);
    expect(rest).toEqual([]);
  });

  it('leaves a ratio over zero empty and names the day when grouped by day', async () => {
    const [, line] = await lines('day', 'en', { ...row, date: '2026-11-20', name: '2026-11-20', platformId: null, conversions: '0', cpa: null, roas: null });
    expect(line).toBe('2026-11-20,COP,150000,2000,40,2.00,3750.00,0,,600000,\r\n');
  });
});
