import { deleteOtherUserSessions, deleteUserSession, listUserSessions } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import { coarseIp, sessionDevice } from './session-device.ts';
import type { SettingsCaller, SettingsDeps } from './settings-deps.ts';
import type { SessionInfo } from './settings-schemas.ts';

/** The caller's live sessions, newest first, the current one marked. */
export async function listSessions({ db, now }: Pick<SettingsDeps, 'db' | 'now'>, caller: SettingsCaller): Promise<SessionInfo[]> {
  const rows = await listUserSessions(db, caller.scope, now);
  return rows.map((row) => ({
    id: row.id,
    ...sessionDevice(row.user_agent),
    ip: coarseIp(row.ip),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    current: row.id === caller.sessionId,
  }));
}

/** Ends one of the caller's sessions (their own current one included); another user's id is simply not found. */
export async function revokeSession({ db, request }: SettingsDeps, caller: SettingsCaller, sessionId: string): Promise<{ ended: number }> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteUserSession(trx, caller.scope, sessionId))) throw new AppError('NOT_FOUND', userMessage('sessionNotFound'));
    await recordAudit(trx, {
      event: { action: 'session.revoked', metadata: { which: 'one', endedSessions: 1 } },
      userId: caller.scope.userId,
      actor: { type: 'user', userId: caller.scope.userId },
      request,
    });
    return { ended: 1 };
  });
}

export async function revokeOtherSessions({ db, request }: SettingsDeps, caller: SettingsCaller): Promise<{ ended: number }> {
  return db.transaction().execute(async (trx) => {
    const ended = await deleteOtherUserSessions(trx, caller.scope, caller.sessionId);
    await recordAudit(trx, {
      event: { action: 'session.revoked', metadata: { which: 'others', endedSessions: ended } },
      userId: caller.scope.userId,
      actor: { type: 'user', userId: caller.scope.userId },
      request,
    });
    return { ended };
  });
}
