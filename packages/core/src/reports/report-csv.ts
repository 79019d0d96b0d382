import type { AccountDaysWindow, ReportGroupBy, ReportRow } from '@adfleet/db';
import type { MessageCode, MessageLanguage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import { fractionDigits } from '../money/currency-offsets.ts';
import { csvNumberCell, csvTextCell } from './csv-cell.ts';
import { resultKindMessage } from '../insights/result-kind-message.ts';

interface Column {
  header: MessageCode;
  /** A row's cell; `words` gives a code's words in the export's language. */
  cell: (row: ReportRow, words: (code: MessageCode) => string) => string;
}

/** What a row's cells are written with: the days each account's window covers, and the reporting currency. */
export interface ReportCsvContext {
  days: readonly AccountDaysWindow[];
  currency: string;
}

const text = (pick: (row: ReportRow) => string | null) => (row: ReportRow) => csvTextCell(pick(row) ?? '');

/** Brand names, the same in every language; a platform AdFleet does not know yet shows its id. */
const PLATFORM_NAMES: Readonly<Record<number, string>> = { 1: 'Facebook', 2: 'TikTok' };
const platformColumn: Column = { header: 'reportColumnPlatform', cell: text((row) => (row.platformId === null ? null : (PLATFORM_NAMES[row.platformId] ?? String(row.platformId)))) };

const account: Column[] = [
  { header: 'reportColumnAccountId', cell: text((row) => row.accountExternalId) },
  { header: 'reportColumnAccount', cell: text((row) => row.accountName) },
  platformColumn,
];
const campaign: Column[] = [
  { header: 'reportColumnCampaignId', cell: text((row) => row.campaignExternalId) },
  { header: 'reportColumnCampaign', cell: text((row) => row.campaignName) },
];

const OBJECT_COLUMNS: Record<ReportGroupBy, Column[]> = {
  account,
  campaign: [...campaign, ...account],
  adset: [{ header: 'reportColumnAdSetId', cell: text((row) => row.adSetExternalId) }, { header: 'reportColumnAdSet', cell: text((row) => row.name) }, ...campaign, ...account],
  day: [{ header: 'reportColumnDate', cell: text((row) => row.date) }],
};

/** The days a row covers: its account's window (each account counts its own days for a preset), ISO dates. */
function rowDays(days: readonly AccountDaysWindow[], row: ReportRow): { from: string; to: string } | undefined {
  const zone = row.timeZone ?? 'UTC';
  return days.find((window) => window.timeZones === null || window.timeZones.includes(zone));
}

/** An amount with its currency's digits (none for the yen, two for the dollar), as the platforms show it. */
const money = (value: string | null, currency: string) => csvNumberCell(value, fractionDigits(currency));
/** A count as a plain number: no trailing zeros ("244", "12.5"). */
const count = (value: string | null) => csvNumberCell(value === null ? null : Number(value));

function figureColumns({ days, currency }: ReportCsvContext, groupBy: ReportGroupBy): Column[] {
  const span: Column[] =
    groupBy === 'day'
      ? []
      : [
          { header: 'reportColumnFrom', cell: (row) => csvTextCell(rowDays(days, row)?.from ?? '') },
          { header: 'reportColumnTo', cell: (row) => csvTextCell(rowDays(days, row)?.to ?? '') },
        ];
  return [
    ...span,
    { header: 'reportColumnCurrency', cell: text((row) => row.currency) },
    { header: 'reportColumnSpend', cell: (row) => money(row.spend, row.currency) },
    { header: 'reportColumnConvertedSpend', cell: (row) => money(row.convertedSpend, currency) },
    { header: 'reportColumnImpressions', cell: (row) => count(row.impressions) },
    { header: 'reportColumnClicks', cell: (row) => count(row.clicks) },
    { header: 'reportColumnCtr', cell: (row) => csvNumberCell(row.ctr, 2) },
    { header: 'reportColumnCpc', cell: (row) => money(row.cpc, row.currency) },
    { header: 'reportColumnResults', cell: (row) => count(row.countableResults) },
    { header: 'reportColumnResultType', cell: (row, words) => csvTextCell(row.resultKind === null ? '' : words(resultKindMessage(row.resultKind))) },
    { header: 'reportColumnCostPerResult', cell: (row) => money(row.costPerResult, row.currency) },
    { header: 'reportColumnConversionValue', cell: (row) => money(row.conversionValue, row.currency) },
    { header: 'reportColumnRoas', cell: (row) => csvNumberCell(row.roas, 2) },
  ];
}

/**
 * The report as CSV lines for a spreadsheet (CRLF, headers in `language`), one line per row as the rows arrive: nothing
 * is gathered, so an export of any size holds one chunk of rows at a time. The platforms' ids stand beside the names,
 * days are ISO dates and numbers plain decimals with the currency's digits; the first line starts with a BOM so
 * spreadsheets read the file as UTF-8.
 */
export async function* reportCsvLines(rows: AsyncIterable<ReportRow>, groupBy: ReportGroupBy, language: MessageLanguage, context: ReportCsvContext): AsyncGenerator<string> {
  const columns = [...OBJECT_COLUMNS[groupBy], ...figureColumns(context, groupBy)];
  yield `\uFEFF${columns.map((column) => csvTextCell(renderMessage({ code: column.header, params: { currency: context.currency } }, language))).join(',')}\r\n`;
  // A dozen result kinds name every row's: each is worded once per export, since an i18next lookup costs more than
  // the rest of a row (with one on every row, a row took three times as long).
  const worded = new Map<MessageCode, string>();
  const words = (code: MessageCode) => worded.get(code) ?? worded.set(code, renderMessage({ code, params: {} }, language)).get(code)!;
  for await (const row of rows) yield `${columns.map((column) => column.cell(row, words)).join(',')}\r\n`;
}
