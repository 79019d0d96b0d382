import { AUDIT_TRAIL_ORDER, type CallerScope, type Db } from '@adfleet/db';
import { auditRowsFor } from './activity-rows.ts';
import { activityItemOf } from './routine-grouping.ts';
import { decodeCursor, encodeCursor } from '../paging/keyset-cursor.ts';
import { type ActivityListInput, type ActivityPage, activityListInputSchema } from './activity-schemas.ts';

/** The workspace's audit trail (and the caller's own personal rows), newest first; see `auditRowsFor`. */
export async function listActivity(db: Db, scope: CallerScope, rawInput: ActivityListInput): Promise<ActivityPage> {
  const input = activityListInputSchema.parse(rawInput);
  const rows = await auditRowsFor(db, scope, {
    limit: input.limit + 1,
    ...(input.actorId ? { actorUserId: input.actorId } : {}),
    ...(input.cursor ? { before: decodeCursor(input.cursor, 'activity', AUDIT_TRAIL_ORDER) } : {}),
    ...(input.actions ? { actions: input.actions } : {}),
    ...(input.from ? { from: input.from } : {}),
    ...(input.to ? { to: input.to } : {}),
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(activityItemOf),
    nextCursor: rows.length > input.limit && last ? encodeCursor('activity', AUDIT_TRAIL_ORDER, { key: last.position, id: last.id }) : null,
  };
}
