import type { ReportingRange } from '@adfleet/core/dates';
import {
  REPORT_CAMPAIGN_TYPES,
  REPORT_GROUP_BYS,
  REPORT_SORT_BYS,
  REPORT_SORT_DIRECTIONS,
  type ReportCampaignTypeOption,
  type ReportGroupByOption,
  renamedReportSortBy,
  type ReportSortByOption,
} from '@adfleet/core/report-options';

export const CHART_METRICS = ['spend', 'impressions', 'clicks', 'conversions', 'conversionValue'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** The filters a saved filter keeps: everything but the range, the platform and the chart's metric. */
export interface ReportFilterValues {
  groupBy?: ReportGroupByOption;
  status?: string;
  objective?: string;
  campaignType?: ReportCampaignTypeOption;
  adSetName?: string;
  adName?: string;
  spendMin?: number;
  spendMax?: number;
  resultsMin?: number;
  resultsMax?: number;
  sortBy?: ReportSortByOption;
  sortDir?: 'asc' | 'desc';
}

/** The report's URL: what it shows, so a reload or a shared link shows the same report (its days and platform are the header's). */
export interface ReportSearch extends ReportFilterValues {
  metric?: ChartMetric;
}

export const DEFAULT_GROUP_BY: ReportGroupByOption = 'campaign';
export const DEFAULT_SORT: ReportSortByOption = 'spend';
export const DEFAULT_DIRECTION = 'desc';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => values.find((candidate) => candidate === value);

function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return raw.trim().length > 0 ? raw.slice(0, max) : undefined;
}

function amount(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

const enumText = (value: unknown) => {
  const raw = text(value, 60);
  return raw && /^[A-Z][A-Z_]*$/.test(raw) ? raw : undefined;
};

/** Reads the URL leniently: an unknown or malformed value is dropped rather than breaking a shared link. Defaults stay out. */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const parsed: ReportSearch = {
    groupBy: oneOf(REPORT_GROUP_BYS, search['groupBy']),
    status: enumText(search['status']),
    objective: enumText(search['objective']),
    campaignType: oneOf(REPORT_CAMPAIGN_TYPES, search['campaignType']),
    adSetName: text(search['adSetName'], 200),
    adName: text(search['adName'], 200),
    spendMin: amount(search['spendMin']),
    spendMax: amount(search['spendMax']),
    resultsMin: amount(search['resultsMin']),
    resultsMax: amount(search['resultsMax']),
    sortBy: oneOf(REPORT_SORT_BYS, search['sortBy']) ?? renamedReportSortBy(search['sortBy']),
    sortDir: oneOf(REPORT_SORT_DIRECTIONS, search['sortDir']),
    metric: oneOf(CHART_METRICS, search['metric']),
  };
  if (parsed.groupBy === DEFAULT_GROUP_BY) parsed.groupBy = undefined;
  if (parsed.sortBy === DEFAULT_SORT) parsed.sortBy = undefined;
  if (parsed.sortDir === DEFAULT_DIRECTION) parsed.sortDir = undefined;
  if (parsed.metric === 'spend') parsed.metric = undefined;
  // Every key is named, an unreadable one as undefined: the router hands the page the raw URL merged with this, so a
  // key left out would reach the page (and the server) as typed.
  return parsed;
}

const FILTER_KEYS = ['groupBy', 'status', 'objective', 'campaignType', 'adSetName', 'adName', 'spendMin', 'spendMax', 'resultsMin', 'resultsMax', 'sortBy', 'sortDir'] as const;

/** The part of the URL a saved filter keeps. */
export function filterValuesOf(search: ReportSearch): ReportFilterValues {
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => (search[key] === undefined ? [] : [[key, search[key]]]))) as ReportFilterValues;
}

/** A saved filter applied: its filters replace the URL's, the chart stays (and the header's range and platform). */
export function applySavedFilters(search: ReportSearch, filters: ReportFilterValues): ReportSearch {
  return validateReportSearch({ metric: search.metric, ...filters });
}

/** Clicking a column sorts by it (descending first for figures, ascending for names); clicking it again flips it. */
export function nextSort(search: ReportSearch, column: ReportSortByOption): Pick<ReportSearch, 'sortBy' | 'sortDir'> {
  const current = search.sortBy ?? DEFAULT_SORT;
  const direction = search.sortDir ?? DEFAULT_DIRECTION;
  if (current === column) return { sortBy: column, sortDir: direction === 'asc' ? 'desc' : 'asc' };
  return { sortBy: column, sortDir: column === 'name' ? 'asc' : 'desc' };
}

/** The query string of the CSV export for what the page shows: the same range (a preset by name) and platform. */
export function exportQueryOf(search: ReportSearch, range: ReportingRange, platform: string): string {
  const params = new URLSearchParams({ ...range, platform });
  for (const [key, value] of Object.entries(filterValuesOf(search))) params.set(key, String(value));
  return params.toString();
}
