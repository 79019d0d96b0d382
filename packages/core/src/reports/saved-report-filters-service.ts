import { deleteSavedReportFilter, insertSavedReportFilter, isDuplicateName, listSavedReportFilters, type ReportScope, type SavedReportFilterRow, updateSavedReportFilter, type Db } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import {
  deleteReportFilterInputSchema,
  renameReportFilterInputSchema,
  reportFiltersSchema,
  saveReportFilterInputSchema,
  type SavedReportFilter,
} from './report-schemas.ts';
import type { z } from 'zod';
import { renamedReportSortBy } from './report-options.ts';

/**
 * Stored filters are parsed again on the way out: a row written by an older shape falls back to the defaults it lacks,
 * and a sort by a column that has since been renamed sorts by its successor.
 */
function toSavedFilter(row: SavedReportFilterRow): SavedReportFilter {
  const stored = row.filters as { sortBy?: unknown } | null;
  const renamedSort = renamedReportSortBy(stored?.sortBy);
  const parsed = reportFiltersSchema.safeParse(renamedSort ? { ...stored, sortBy: renamedSort } : row.filters);
  return { id: row.id, name: row.name, filters: parsed.success ? parsed.data : reportFiltersSchema.parse({}), createdAt: row.createdAt, updatedAt: row.updatedAt };
}

async function nameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateName(error)) throw new AppError('CONFLICT', userMessage('savedReportFilterNameTaken', { name }));
    throw error;
  }
}

const notFound = () => new AppError('NOT_FOUND', userMessage('savedReportFilterNotFound'));

export async function listSavedFilters(db: Db, scope: ReportScope): Promise<SavedReportFilter[]> {
  return (await listSavedReportFilters(db, scope)).map(toSavedFilter);
}

export async function saveFilter(db: Db, scope: ReportScope, raw: z.input<typeof saveReportFilterInputSchema>): Promise<SavedReportFilter> {
  const input = saveReportFilterInputSchema.parse(raw);
  return toSavedFilter(await nameTaken(input.filterName, () => insertSavedReportFilter(db, scope, input.filterName, input.filters)));
}

export async function renameFilter(db: Db, scope: ReportScope, raw: z.input<typeof renameReportFilterInputSchema>): Promise<SavedReportFilter> {
  const input = renameReportFilterInputSchema.parse(raw);
  const row = await nameTaken(input.filterName, () => updateSavedReportFilter(db, scope, input.id, { name: input.filterName }));
  if (!row) throw notFound();
  return toSavedFilter(row);
}

export async function deleteFilter(db: Db, scope: ReportScope, raw: z.input<typeof deleteReportFilterInputSchema>): Promise<{ id: string }> {
  const input = deleteReportFilterInputSchema.parse(raw);
  if (!(await deleteSavedReportFilter(db, scope, input.id))) throw notFound();
  return { id: input.id };
}
