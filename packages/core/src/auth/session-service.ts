import { type Db, deleteSession, findSessionWithUser, insertSession, type Membership, touchSession, type Trx, type UserRow } from '@adfleet/db';
import type { RequestMeta } from '../request-meta.ts';
import type { User } from './auth-schemas.ts';
import { generateSessionToken, sessionIdFromToken } from './session-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used with less than this left is extended to a full lifetime again (sliding expiry). */
const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;
/** However much it is used, a session ends this long after sign-in (ASVS 7.3.2); then the person signs in again. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
/** last_used_at is a hint, not an audit trail: writing it on every request would cost a write per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Always a brand-new session (never reusing one), so a sign-in cannot be fixed to a token an attacker knows. */
export async function issueSession(trx: Trx, userId: string, request: RequestMeta, now: Date): Promise<IssuedSession> {
  const token = generateSessionToken();
  const sessionId = sessionIdFromToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(trx, {
    id: sessionId,
    user_id: userId,
    expires_at: expiresAt,
    created_at: now,
    ip: request.ip,
    user_agent: request.userAgent?.slice(0, 512) ?? null,
  });
  return { token, sessionId, expiresAt };
}

export interface ValidSession {
  sessionId: string;
  expiresAt: Date;
  /** True when this validation extended the expiry, so a cookie should be re-sent with it. */
  renewed: boolean;
  user: User;
  /** The workspaces the user belongs to, oldest first, and the one they last chose (ADR 0055). */
  memberships: Membership[];
  currentWorkspaceId: string | null;
}

/** Resolves a token to its live session and user, extending it when it nears expiry; null for unknown or expired. */
export async function validateSessionToken(db: Db, token: string, now: Date): Promise<ValidSession | null> {
  const sessionId = sessionIdFromToken(token);
  const found = await findSessionWithUser(db, sessionId);
  if (!found) return null;
  const { session, user, memberships } = found;
  const absoluteEnd = session.created_at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  if (session.expires_at.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) {
    await deleteSession(db, sessionId);
    return null;
  }
  // Sliding, but never past the absolute end.
  const slidTo = Math.min(now.getTime() + SESSION_LIFETIME_MS, absoluteEnd);
  const renewed = session.expires_at.getTime() - now.getTime() < SESSION_RENEW_WITHIN_MS && slidTo > session.expires_at.getTime();
  const expiresAt = renewed ? new Date(slidTo) : session.expires_at;
  if (renewed || now.getTime() - session.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) {
    await touchSession(db, sessionId, { last_used_at: now, ...(renewed ? { expires_at: expiresAt } : {}) });
  }
  return { sessionId, expiresAt, renewed, user: toUser(user), memberships, currentWorkspaceId: user.current_workspace_id };
}

export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, email: row.email };
}
