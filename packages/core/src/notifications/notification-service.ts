import {
  countUnreadNotifications,
  type Db,
  listNotificationPreferenceRows,
  listNotificationRows,
  markNotificationsRead,
  NOTIFICATIONS_ORDER,
  upsertNotificationPreferences,
} from '@adfleet/db';
import { decodeCursor, encodeCursor } from '../paging/keyset-cursor.ts';
import { type NotificationKind, notificationKinds } from './notification-kinds.ts';
import {
  type NotificationListInput,
  notificationListInputSchema,
  notificationMarkReadInputSchema,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationSetPreferencesInput,
  notificationSetPreferencesInputSchema,
} from './notification-schemas.ts';

/** Whose notifications a call may see and change: today the user; with teams, still the member's own. */
export interface NotificationScope {
  userId: string;
}

export async function listNotifications(db: Db, scope: NotificationScope, rawInput: NotificationListInput): Promise<NotificationPage> {
  const input = notificationListInputSchema.parse(rawInput);
  const rows = await listNotificationRows(db, {
    userId: scope.userId,
    limit: input.limit + 1,
    unreadOnly: input.unreadOnly,
    ...(input.cursor ? { before: decodeCursor(input.cursor, 'notifications', NOTIFICATIONS_ORDER) } : {}),
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    // A kind a newer release wrote and this one does not know is left out rather than failing the whole list.
    items: page
      .filter((row) => (notificationKinds as readonly string[]).includes(row.kind))
      .map((row) => ({ id: row.id, kind: row.kind as NotificationKind, params: row.params, link: row.link, createdAt: row.created_at, readAt: row.read_at })),
    nextCursor: rows.length > input.limit && last ? encodeCursor('notifications', NOTIFICATIONS_ORDER, { key: last.position, id: last.id }) : null,
  };
}

export async function unreadNotificationCount(db: Db, scope: NotificationScope): Promise<{ count: number }> {
  return { count: await countUnreadNotifications(db, scope.userId) };
}

/** Only the caller's own notifications change; an id of someone else's is ignored, never reported. */
export async function markNotificationRead(db: Db, scope: NotificationScope, rawInput: { ids: string[] }, at: Date): Promise<{ marked: number }> {
  const { ids } = notificationMarkReadInputSchema.parse(rawInput);
  return { marked: await markNotificationsRead(db, scope.userId, at, ids) };
}

export async function markAllNotificationsRead(db: Db, scope: NotificationScope, at: Date): Promise<{ marked: number }> {
  return { marked: await markNotificationsRead(db, scope.userId, at) };
}

/** Every kind with its setting; a kind the user never changed is on. */
export async function notificationPreferences(db: Db, scope: NotificationScope): Promise<NotificationPreferences> {
  const stored = new Map((await listNotificationPreferenceRows(db, scope.userId)).map((row) => [row.kind, row.enabled]));
  return { preferences: notificationKinds.map((kind) => ({ kind, enabled: stored.get(kind) ?? true })) };
}

/** Changes the kinds given (the last setting of a kind named twice wins) and returns every kind's setting. */
export async function setNotificationPreferences(db: Db, scope: NotificationScope, rawInput: NotificationSetPreferencesInput, at: Date): Promise<NotificationPreferences> {
  const { preferences } = notificationSetPreferencesInputSchema.parse(rawInput);
  const byKind = new Map(preferences.map((preference) => [preference.kind, preference.enabled]));
  await db.transaction().execute((trx) => upsertNotificationPreferences(trx, scope.userId, [...byKind].map(([kind, enabled]) => ({ kind, enabled })), at));
  return notificationPreferences(db, scope);
}
