import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { ReportScope } from './reports-repository.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface SavedReportFilterRow {
  id: string;
  name: string;
  /** The filters as core's schema wrote them; core parses them again on the way out. */
  filters: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const columns = ['id', 'name', 'filters', 'created_at as createdAt', 'updated_at as updatedAt'] as const;

/**
 * Postgres' unique violation: a name the workspace already uses (names are unique per workspace, ignoring case; the
 * index kept its name when its column became workspace_id).
 */
export function isDuplicateName(error: unknown): boolean {
  return (error as { code?: string; constraint?: string })?.code === '23505' && (error as { constraint?: string }).constraint === 'saved_report_filters_user_name_key';
}

/**
 * The workspace's saved filters. A client does not see one that names an account or business they may not see (in
 * its name or its text filters): the team's "Zenith weekly" would tell them of another client.
 */
export async function listSavedReportFilters(db: Db, scope: ReportScope): Promise<SavedReportFilterRow[]> {
  let select = db.selectFrom('saved_report_filters as f').select(columns).where('f.workspace_id', '=', scope.workspaceId);
  if (scope.clientAccess) {
    const namesHidden = sql<boolean>`exists (select 1 from ad_accounts hidden
      where hidden.workspace_id = ${scope.workspaceId} and not ${visibleAccountCondition('hidden.id', scope)}
        and (position(lower(hidden.name) in lower(f.name || ' ' || f.filters::text)) > 0
          or position(lower(coalesce(hidden.business_name, hidden.business_id, chr(1))) in lower(f.name || ' ' || f.filters::text)) > 0))`;
    select = select.where(sql<boolean>`not ${namesHidden}`);
  }
  return select.orderBy('f.name').orderBy('f.id').execute();
}

export async function insertSavedReportFilter(db: Db, scope: ReportScope, name: string, filters: unknown): Promise<SavedReportFilterRow> {
  return db
    .insertInto('saved_report_filters')
    .values({ workspace_id: scope.workspaceId, name, filters: JSON.stringify(filters) })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Renames and/or replaces the filters of one of the workspace's saved filters; undefined when it is not the workspace's. */
export async function updateSavedReportFilter(
  db: Db,
  scope: ReportScope,
  id: string,
  changes: { name?: string; filters?: unknown },
): Promise<SavedReportFilterRow | undefined> {
  return db
    .updateTable('saved_report_filters')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.filters !== undefined ? { filters: JSON.stringify(changes.filters) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('workspace_id', '=', scope.workspaceId)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteSavedReportFilter(db: Db, scope: ReportScope, id: string): Promise<boolean> {
  const result = await db.deleteFrom('saved_report_filters').where('id', '=', id).where('workspace_id', '=', scope.workspaceId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
