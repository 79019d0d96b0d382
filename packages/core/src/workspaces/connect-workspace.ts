import { listWorkspacesOf, type Membership, type Trx } from '@adfleet/db';
import { type UserMessage, userMessage } from '../messages/user-message.ts';
import { roleCan } from './role-rules.ts';

/**
 * Where a new platform connection goes, decided once when its flow begins (ADR 0071): the workspace a signed-in person
 * works in (the one the page or request names, else their current one), or, for a sign-in with the platform begun
 * signed out, the person's personal workspace, since nothing in that flow says which team's it should be.
 */
export type ConnectDestination = { workspaceId: string } | { personal: true };

/** Why the person may not connect there: the code the browser flows hand back, and the words an API caller reads. */
interface ConnectRefusal {
  reason: 'workspace_left' | 'role' | 'no_personal_workspace';
  message: UserMessage;
}

export type ConnectVerdict = { workspaceId: string } | { refused: ConnectRefusal };

/**
 * The one rule for every way a connection is made (OAuth start and callback, the SDK token, TikTok, reconnecting):
 * connecting is administering (ROLE_CAPABILITIES, ADR 0056), so a named workspace needs a role with `administer` there.
 * The personal workspace is the first the person owns: the one made with them, unless they handed it on. A workspace
 * they only administer belongs to someone else's team and is never taken for theirs.
 */
export function connectWorkspace(memberships: readonly Pick<Membership, 'workspaceId' | 'role'>[], destination: ConnectDestination): ConnectVerdict {
  if ('personal' in destination) {
    const personal = memberships.find((membership) => membership.role === 'owner');
    return personal ? { workspaceId: personal.workspaceId } : { refused: { reason: 'no_personal_workspace', message: userMessage('connectNoPersonalWorkspace') } };
  }
  const membership = memberships.find((candidate) => candidate.workspaceId === destination.workspaceId);
  if (!membership) return { refused: { reason: 'workspace_left', message: userMessage('workspaceNotMember') } };
  if (!roleCan(membership.role, 'administer')) return { refused: { reason: 'role', message: userMessage('workspaceRoleRefused', { role: membership.role }) } };
  return { workspaceId: membership.workspaceId };
}

/**
 * The same rule at commit, on the memberships as they are inside the connecting transaction: a person who left the
 * workspace or was demoted while on the platform's page stores nothing there (ADR 0057).
 */
export async function connectWorkspaceAtCommit(trx: Trx, userId: string, destination: ConnectDestination): Promise<ConnectVerdict> {
  const memberships = await listWorkspacesOf(trx, userId);
  return connectWorkspace(memberships.map((membership) => ({ workspaceId: membership.id, role: membership.role })), destination);
}
