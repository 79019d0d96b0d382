import type { Db, Trx } from '../client.ts';
import type { AuditLogRow, NewAuditLogRow } from '../schema.ts';

/** Takes a transaction: an audit row is written together with the change it records, or not at all. */
export async function insertAuditRow(trx: Trx, row: NewAuditLogRow): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}

export interface AuditQuery {
  userId: string;
  limit: number;
  /** Rows strictly older than this (created_at, id) position, newest first. */
  before?: { createdAt: Date; id: string };
  actions?: readonly string[];
  from?: Date;
  to?: Date;
}

export async function listAuditRows(db: Db, query: AuditQuery): Promise<AuditLogRow[]> {
  let select = db.selectFrom('audit_log').selectAll().where('user_id', '=', query.userId);
  if (query.actions?.length) select = select.where('action', 'in', query.actions);
  if (query.from) select = select.where('created_at', '>=', query.from);
  if (query.to) select = select.where('created_at', '<', query.to);
  if (query.before) {
    const { createdAt, id } = query.before;
    select = select.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}
