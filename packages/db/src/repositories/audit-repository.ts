import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { AuditLogRow, NewAuditLogRow } from '../schema.ts';
import type { ClientAccess } from '../scope.ts';
import { type KeysetOrder, type KeysetPosition, keysetKeyText, pastPosition } from './keyset.ts';
import { visibleExternalAccountCondition } from './visible-accounts.ts';

/** Takes a transaction: an audit row is written together with the change it records, or not at all. */
export async function insertAuditRow(trx: Trx, row: NewAuditLogRow): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}

export interface AuditQuery {
  /** The workspace's rows, and the person's own rows that belong to no workspace (sign-ins, password, profile). */
  workspaceId: string;
  userId: string;
  limit: number;
  /** Only rows this member acted in. */
  actorUserId?: string;
  /** Rows strictly past this row's `position` in the trail's order (`AUDIT_TRAIL_ORDER`). */
  before?: KeysetPosition;
  actions?: readonly string[];
  from?: Date;
  to?: Date;
  /** Rows about this ad account (the platform's id): its syncs, clones into it, batches that targeted it. */
  adAccountId?: string;
  /**
   * For a client (issue 17): of the workspace's rows, only those about their accounts (an account the row names, or
   * a batch whose every target is theirs) and those they acted in; rows about the workspace or other people are hidden.
   */
  clientAccess?: ClientAccess;
}

/** The trail's order: newest first by (created_at, id). */
export const AUDIT_TRAIL_ORDER: KeysetOrder = { key: 'timestamptz', id: 'bigint', direction: 'desc' };

/**
 * Each row with its `position` (its created_at as exact text, for a cursor; see `KeysetPosition`) and the acting member's username. The
 * workspace's rows and the person's own rows are read apart, each newest first through its own index and limited,
 * then merged: one `or` over both made PostgreSQL read and sort the workspace's whole trail for every page.
 */
export async function listAuditRows(db: Db, query: AuditQuery): Promise<Array<AuditLogRow & { position: string; actor_username: string | null }>> {
  const branch = (owned: Expression<SqlBool>) => {
    let select = db
      .selectFrom('audit_log')
      .selectAll('audit_log')
      .select(keysetKeyText('audit_log.created_at', AUDIT_TRAIL_ORDER.key).as('position'))
      .select((eb) => eb.selectFrom('users').select('users.username').whereRef('users.id', '=', 'audit_log.actor_user_id').as('actor_username'))
      .where(owned);
    if (query.clientAccess) select = select.where(clientVisibleRow(query.workspaceId, query.userId, query.clientAccess));
    if (query.actorUserId) select = select.where('actor_user_id', '=', query.actorUserId);
    if (query.actions?.length) select = select.where('action', 'in', query.actions);
    if (query.from) select = select.where('created_at', '>=', query.from);
    if (query.to) select = select.where('created_at', '<', query.to);
    if (query.adAccountId) {
      const account = query.adAccountId;
      select = select.where(sql<boolean>`(metadata->>'adAccountId' = ${account} or metadata->'targetAccounts' @> ${JSON.stringify([account])}::jsonb)`);
    }
    if (query.before) select = select.where(pastPosition('audit_log.created_at', 'audit_log.id', query.before, AUDIT_TRAIL_ORDER));
    return db.selectFrom(select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).as('branch')).selectAll();
  };
  const workspaceRows = branch(sql<SqlBool>`workspace_id = ${query.workspaceId}`);
  const personalRows = branch(sql<SqlBool>`workspace_id is null and user_id = ${query.userId}`);
  const rows = await workspaceRows.unionAll(personalRows).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  return rows as Array<AuditLogRow & { position: string; actor_username: string | null }>;
}

function clientVisibleRow(workspaceId: string, userId: string, clientAccess: ClientAccess) {
  const scope = { workspaceId, clientAccess };
  const named = sql<boolean>`(metadata->>'adAccountId') is not null and ${visibleExternalAccountCondition(sql`metadata->>'adAccountId'`, scope)}`;
  const targets = sql<boolean>`jsonb_typeof(metadata->'targetAccounts') = 'array' and jsonb_array_length(metadata->'targetAccounts') > 0
    and not exists (select 1 from jsonb_array_elements_text(metadata->'targetAccounts') as target(id)
      where not ${visibleExternalAccountCondition('target.id', scope)})`;
  return sql<boolean>`(workspace_id is null or actor_user_id = ${userId} or (${named} and coalesce(jsonb_typeof(metadata->'targetAccounts') <> 'array', true)) or ${targets})`;
}
