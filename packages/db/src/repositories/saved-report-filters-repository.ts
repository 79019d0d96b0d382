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
    // A filter's name and text are free words: it is hidden when it holds a word (4 letters or more) of a hidden
    // account's or business's name that no account of the client's own shares ("Zenith weekly", an ad set search for
    // "zenith"). Common words may hide a harmless filter too; showing one that names another client is what must not be.
    const wordsOf = (alias: string) => sql`lower(${sql.ref(`${alias}.name`)} || ' ' || coalesce(${sql.ref(`${alias}.business_name`)}, ''))`;
    const namesHidden = sql<boolean>`exists (select 1 from ad_accounts hidden
      cross join lateral regexp_split_to_table(${wordsOf('hidden')}, '[^[:alnum:]]+') as word
      where hidden.workspace_id = ${scope.workspaceId} and not ${visibleAccountCondition('hidden.id', scope)}
        and length(word) >= 4 and position(word in lower(f.name || ' ' || f.filters::text)) > 0
        and not exists (select 1 from ad_accounts own where own.workspace_id = ${scope.workspaceId}
          and ${visibleAccountCondition('own.id', scope)} and position(word in ${wordsOf('own')}) > 0))`;
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
