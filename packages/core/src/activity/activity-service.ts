import { type Db, listAuditRows } from '@adfleet/db';
import { decodePositionCursor, encodePositionCursor } from '../paging/position-cursor.ts';
import { type ActivityListInput, type ActivityPage, activityListInputSchema } from './activity-schemas.ts';

/** A user's own audit trail, newest first. Rows of other accounts are out of reach by construction (user_id filter). */
export async function listActivity(db: Db, userId: string, rawInput: ActivityListInput): Promise<ActivityPage> {
  const input = activityListInputSchema.parse(rawInput);
  const rows = await listAuditRows(db, {
    userId,
    limit: input.limit + 1,
    ...(input.cursor ? { before: decodePositionCursor(input.cursor) } : {}),
    ...(input.actions ? { actions: input.actions } : {}),
    ...(input.from ? { from: input.from } : {}),
    ...(input.to ? { to: input.to } : {}),
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action,
      actorType: row.actor_type,
      targetType: row.target_type,
      targetId: row.target_id,
      metadata: row.metadata,
      ip: row.ip,
      createdAt: row.created_at,
    })),
    nextCursor: rows.length > input.limit && last ? encodePositionCursor(last) : null,
  };
}
