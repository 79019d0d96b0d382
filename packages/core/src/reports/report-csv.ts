import type { ReportGroupBy, ReportRow } from '@adfleet/db';
import { type MessageCode, type MessageLanguage, renderMessage } from '../messages/index.ts';
import { csvNumberCell, csvTextCell } from './csv-cell.ts';

interface Column {
  header: MessageCode;
  cell: (row: ReportRow) => string;
}

const text = (pick: (row: ReportRow) => string | null) => (row: ReportRow) => csvTextCell(pick(row) ?? '');

/** Brand names, the same in every language; a platform AdFleet does not know yet shows its id. */
const PLATFORM_NAMES: Readonly<Record<number, string>> = { 1: 'Facebook', 2: 'TikTok' };
const platformColumn: Column = { header: 'reportColumnPlatform', cell: text((row) => (row.platformId === null ? null : (PLATFORM_NAMES[row.platformId] ?? String(row.platformId)))) };

const OBJECT_COLUMNS: Record<ReportGroupBy, Column[]> = {
  account: [{ header: 'reportColumnAccount', cell: text((row) => row.name) }, platformColumn],
  campaign: [
    { header: 'reportColumnCampaign', cell: text((row) => row.name) },
    { header: 'reportColumnAccount', cell: text((row) => row.accountName) },
    platformColumn,
  ],
  adset: [
    { header: 'reportColumnAdSet', cell: text((row) => row.name) },
    { header: 'reportColumnCampaign', cell: text((row) => row.campaignName) },
    { header: 'reportColumnAccount', cell: text((row) => row.accountName) },
    platformColumn,
  ],
  day: [{ header: 'reportColumnDate', cell: text((row) => row.date) }],
};

/** Sums are written exactly as PostgreSQL added them; ratios rounded to what a reader compares. */
const FIGURE_COLUMNS: Column[] = [
  { header: 'reportColumnCurrency', cell: text((row) => row.currency) },
  { header: 'reportColumnSpend', cell: (row) => csvNumberCell(row.spend) },
  { header: 'reportColumnImpressions', cell: (row) => csvNumberCell(row.impressions) },
  { header: 'reportColumnClicks', cell: (row) => csvNumberCell(row.clicks) },
  { header: 'reportColumnCtr', cell: (row) => csvNumberCell(row.ctr, 2) },
  { header: 'reportColumnCpc', cell: (row) => csvNumberCell(row.cpc, 2) },
  { header: 'reportColumnResults', cell: (row) => csvNumberCell(row.conversions) },
  { header: 'reportColumnCpa', cell: (row) => csvNumberCell(row.cpa, 2) },
  { header: 'reportColumnConversionValue', cell: (row) => csvNumberCell(row.conversionValue) },
  { header: 'reportColumnRoas', cell: (row) => csvNumberCell(row.roas, 2) },
];

/**
 * The report as CSV lines (CRLF, headers in `language`), one line per row as the rows arrive: nothing is gathered,
 * so an export of any size holds one chunk of rows at a time. The first line starts with a BOM so spreadsheets
 * read the file as UTF-8.
 */
export async function* reportCsvLines(rows: AsyncIterable<ReportRow>, groupBy: ReportGroupBy, language: MessageLanguage): AsyncGenerator<string> {
  const columns = [...OBJECT_COLUMNS[groupBy], ...FIGURE_COLUMNS];
  yield `\uFEFF${columns.map((column) => csvTextCell(renderMessage({ code: column.header, params: {} }, language))).join(',')}\r\n`;
  for await (const row of rows) yield `${columns.map((column) => column.cell(row)).join(',')}\r\n`;
}
