import { AUDIT_TRAIL_ORDER, type CallerScope, type Db, type KeysetPosition, listCloneBatchSummaries } from '@adfleet/db';
import { auditRowsFor } from './activity-rows.ts';
import { decodeCursor, encodeCursor } from '../paging/keyset-cursor.ts';
import { type ActivityFeedEntry, type ActivityFeedInput, type ActivityFeedPage, activityFeedInputSchema } from './activity-feed-schemas.ts';
import { RoutineFolder } from './routine-grouping.ts';

/** Whose activity a call reads: the caller in their workspace (ADR 0055). */
export type ActivityScope = CallerScope;

/** Rows read per round while folding, and the most rounds one page reads (a very long run of syncs ends a page). */
const CHUNK = 200;
const MAX_ROUNDS = 10;

/**
 * The activity page: the workspace's audit trail newest first, filtered by action, ad account and dates, a page of
 * `limit` entries at a time, runs of routine rows folded into one entry each. The cursor is the (created_at, id) of
 * the last row the page consumed, so the next page starts right after it, whatever folding did.
 */
export async function listActivityFeed(db: Db, scope: ActivityScope, rawInput: ActivityFeedInput): Promise<ActivityFeedPage> {
  const input = activityFeedInputSchema.parse(rawInput);
  const folder = new RoutineFolder(input.group);
  const chunk = input.group ? CHUNK : input.limit + 1;
  let before = input.cursor ? decodeCursor(input.cursor, 'activity', AUDIT_TRAIL_ORDER) : undefined;
  let consumed: KeysetPosition | undefined;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const rows = await auditRowsFor(db, scope, {
      limit: chunk,
      ...(input.actorId ? { actorUserId: input.actorId } : {}),
      ...(before ? { before } : {}),
      ...(input.actions ? { actions: input.actions } : {}),
      ...(input.adAccountId ? { adAccountId: input.adAccountId } : {}),
      ...(input.from ? { from: input.from } : {}),
      ...(input.to ? { to: input.to } : {}),
    });
    for (const row of rows) {
      if (!folder.add(row, input.limit)) return { entries: await withBatches(db, scope, folder.result()), nextCursor: consumed ? encodeCursor('activity', AUDIT_TRAIL_ORDER, consumed) : null };
      consumed = { key: row.position, id: row.id };
    }
    if (rows.length < chunk || !consumed) return { entries: await withBatches(db, scope, folder.result()), nextCursor: null };
    before = consumed;
  }
  return { entries: await withBatches(db, scope, folder.result()), nextCursor: consumed ? encodeCursor('activity', AUDIT_TRAIL_ORDER, consumed) : null };
}

/** Clone rows name their campaign and counts, which only the batch knows (the audit row keeps ids). */
async function withBatches(db: Db, scope: ActivityScope, entries: ActivityFeedEntry[]): Promise<ActivityFeedEntry[]> {
  const batchIdOf = (entry: ActivityFeedEntry) => (entry.type === 'event' && typeof entry.metadata['batchId'] === 'string' ? entry.metadata['batchId'] : undefined);
  const batchIds = [...new Set(entries.map(batchIdOf).filter((id) => id !== undefined))];
  const summaries = new Map((await listCloneBatchSummaries(db, scope, batchIds)).map((summary) => [summary.batchId, summary]));
  return entries.map((entry) => {
    const summary = summaries.get(batchIdOf(entry) ?? '');
    if (entry.type !== 'event' || !summary) return entry;
    return { ...entry, batch: { campaign: summary.campaignName, accounts: summary.accounts, succeeded: summary.succeeded, failed: summary.failed } };
  });
}
