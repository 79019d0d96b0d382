import type { Db, Trx } from '../client.ts';
import { sql } from 'kysely';
import type { Membership } from '../scope.ts';
import type { SessionRow, UserRow } from '../schema.ts';

export async function insertSession(trx: Trx, session: Omit<SessionRow, 'created_at' | 'last_used_at'> & { created_at: Date }): Promise<void> {
  await trx
    .insertInto('sessions')
    .values({ ...session, last_used_at: session.created_at })
    .execute();
}

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
  /** Every workspace the user belongs to, oldest membership first. */
  memberships: Membership[];
}

export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.user_id as session_user_id',
      'sessions.expires_at as session_expires_at',
      'sessions.created_at as session_created_at',
      'sessions.last_used_at as session_last_used_at',
      'sessions.ip as session_ip',
      'sessions.user_agent as session_user_agent',
      // A client's membership carries what they are assigned (ClientAccess); json_strip_nulls leaves it out for others.
      sql<Membership[]>`(select coalesce(json_agg(json_strip_nulls(json_build_object(
          'workspaceId', m.workspace_id,
          'role', m.role,
          'clientAccess', case when m.role = 'client' then json_build_object(
            'adAccountIds', (select coalesce(json_agg(ma.ad_account_id order by ma.ad_account_id), '[]'::json) from member_accounts ma
              where ma.workspace_id = m.workspace_id and ma.user_id = m.user_id),
            'businessIds', (select coalesce(json_agg(mb.business_id order by mb.business_id), '[]'::json) from member_businesses mb
              where mb.workspace_id = m.workspace_id and mb.user_id = m.user_id)) end
        )) order by m.created_at, m.workspace_id), '[]'::json)
        from workspace_members m where m.user_id = users.id)`.as('memberships'),
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_user_id, session_expires_at, session_created_at, session_last_used_at, session_ip, session_user_agent, memberships, ...user } = row;
  return {
    session: {
      id: session_id,
      user_id: session_user_id,
      expires_at: session_expires_at,
      created_at: session_created_at,
      last_used_at: session_last_used_at,
      ip: session_ip,
      user_agent: session_user_agent,
    },
    user,
    memberships,
  };
}

export async function touchSession(db: Db, sessionId: string, changes: { last_used_at: Date; expires_at?: Date }): Promise<void> {
  await db.updateTable('sessions').set(changes).where('id', '=', sessionId).execute();
}

/** Returns whether a session was there to delete. */
export async function deleteSession(db: Db | Trx, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
