import { type CallerScope, type Db, listTeamMembers, type TeamMemberRow } from '@adfleet/db';
import { roleCan } from '../workspaces/role-rules.ts';
import type { TeamMember } from './team-schemas.ts';

/**
 * The workspace's members, oldest first. A client sees only their own row (never other clients' names); only those who
 * administer the workspace see members' email addresses.
 */
export async function listMembers(db: Db, scope: CallerScope): Promise<TeamMember[]> {
  const rows = await listTeamMembers(db, scope.workspaceId, scope.role === 'client' ? scope.userId : undefined);
  const seesEmails = roleCan(scope.role, 'administer');
  return rows.map((row) => toTeamMember(row, scope.userId, seesEmails));
}

export function toTeamMember(row: TeamMemberRow, callerId: string, seesEmails: boolean): TeamMember {
  const displayName = [row.firstName, row.lastName].filter((part): part is string => !!part).join(' ') || null;
  return {
    userId: row.userId,
    username: row.username,
    displayName,
    email: seesEmails ? row.email : null,
    role: row.role,
    adAccountIds: row.role === 'client' ? row.adAccountIds : [],
    businessIds: row.role === 'client' ? row.businessIds : [],
    joinedAt: row.joinedAt,
    connectionsMade: row.connectionsMade,
    isYou: row.userId === callerId,
  };
}
