import type { AuditLogRow } from '@adfleet/db';
import type { ActivityFeedEntry, RoutineCategory } from './activity-feed-schemas.ts';
import type { ActivityItem } from './activity-schemas.ts';

/** Rows that happen many times a day on their own and would push what the person did out of view. */
const ROUTINE: Record<string, RoutineCategory> = {
  'sync.started': 'sync',
  'sync.succeeded': 'sync',
  'user.login_succeeded': 'session',
  'user.logged_out': 'session',
  'session.recovered': 'session',
  // Written on every toggle of the header's language or theme switch.
  'user.preferences_updated': 'preferences',
};

const routineCategoryOf = (action: string): RoutineCategory | undefined => ROUTINE[action];

/** An audit row as Activity reads it: with the acting member's username. */
export type ActivityRow = AuditLogRow & { actor_username: string | null };

export function activityItemOf(row: ActivityRow): ActivityItem {
  return {
    id: row.id,
    action: row.action,
    actorType: row.actor_type,
    actor: row.actor_username,
    targetType: row.target_type,
    targetId: row.target_id,
    metadata: row.metadata,
    ip: row.ip,
    createdAt: row.created_at,
  };
}

interface OpenGroup {
  category: RoutineCategory;
  rows: ActivityRow[];
}

/**
 * Builds the feed's entries from rows newest first, folding each run of consecutive routine rows of one category
 * into one group. The caller stops at the first row `add` refuses: the next page starts with it.
 */
export class RoutineFolder {
  private readonly entries: Array<ActivityFeedEntry | OpenGroup> = [];
  private readonly grouping: boolean;

  constructor(grouping: boolean) {
    this.grouping = grouping;
  }

  /** False when the row would open a new entry and `limit` entries are already there. */
  add(row: ActivityRow, limit: number): boolean {
    const category = this.grouping ? routineCategoryOf(row.action) : undefined;
    const last = this.entries.at(-1);
    if (category && last && 'rows' in last && last.category === category) {
      last.rows.push(row);
      return true;
    }
    if (this.entries.length >= limit) return false;
    this.entries.push(category ? { category, rows: [row] } : { type: 'event', ...activityItemOf(row) });
    return true;
  }

  /** A group of one row is shown as that row. */
  result(): ActivityFeedEntry[] {
    return this.entries.map((entry) => {
      if (!('rows' in entry)) return entry;
      const [newest, ...rest] = entry.rows;
      if (!newest) throw new Error('a routine group is never empty');
      if (rest.length === 0) return { type: 'event', ...activityItemOf(newest) };
      const oldest = rest.at(-1) ?? newest;
      return { type: 'group', id: newest.id, category: entry.category, count: countOf(entry), from: oldest.created_at, to: newest.created_at };
    });
  }
}

/** A sync is one run however many rows it wrote (started, succeeded); a sign-in or a preference change is one row. */
function countOf(group: OpenGroup): number {
  if (group.category !== 'sync') return group.rows.length;
  return new Set(group.rows.map((row) => (typeof row.metadata['runId'] === 'string' ? row.metadata['runId'] : row.id))).size;
}
