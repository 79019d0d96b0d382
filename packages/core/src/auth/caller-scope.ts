import type { CallerScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/user-message.ts';
import type { ValidSession } from './session-service.ts';

/**
 * The caller's scope for one request: the workspace the request names (`X-Workspace-Id`), else the one they last
 * chose, else their first. Naming a workspace they do not belong to is refused; a person in no workspace at all may
 * only create one. Membership comes with the session, which every process drops when it changes (ADR 0055).
 */
export function callerScopeOf(session: Pick<ValidSession, 'user' | 'memberships' | 'currentWorkspaceId'>, requestedWorkspaceId: string | undefined): CallerScope {
  const { memberships } = session;
  const chosen = requestedWorkspaceId
    ? memberships.find((membership) => membership.workspaceId === requestedWorkspaceId)
    : (memberships.find((membership) => membership.workspaceId === session.currentWorkspaceId) ?? memberships[0]);
  if (!chosen) throw new AppError('FORBIDDEN', userMessage(requestedWorkspaceId ? 'workspaceNotMember' : 'workspaceNone'));
  const scope: CallerScope = { userId: session.user.id, workspaceId: chosen.workspaceId, role: chosen.role };
  if (chosen.clientAccess) scope.clientAccess = chosen.clientAccess;
  return scope;
}
