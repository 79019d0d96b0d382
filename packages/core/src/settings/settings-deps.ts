import type { Db, OwnerScope } from '@adfleet/db';
import type { RequestMeta } from '../request-meta.ts';

/** What every settings service needs: the database, who asks (their scope and session) and where from. */
export interface SettingsDeps {
  db: Db;
  request: RequestMeta;
  now: Date;
}

export interface SettingsCaller {
  scope: OwnerScope;
  /** The session making the request: it survives "sign out other sessions" and a password change. */
  sessionId: string;
}

/** The one place a signed-in caller becomes a scope; teams will widen it here. */
export function settingsCallerOf(user: { id: string }, sessionId: string): SettingsCaller {
  return { scope: { userId: user.id }, sessionId };
}
