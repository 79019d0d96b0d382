import { roleCan, type ValidSession } from '@adfleet/core';
import type { FastifyRequest } from 'fastify';
import { type ConnectFailure, connectScopeOf } from './connect-return.ts';

/**
 * At the start of a connect flow: the workspace the new connection will belong to, or why the person may not connect
 * one there — they are not in it, or their role does not administer it (ADR 0056). Refusals return to the page with
 * codes, as every other connect refusal does.
 */
export function connectTargetOf(request: FastifyRequest, session: Pick<ValidSession, 'user' | 'memberships' | 'currentWorkspaceId'>): { workspaceId: string } | { refused: ConnectFailure } {
  const scope = connectScopeOf(request, session);
  if (!scope) return { refused: { error: 'access_denied', reason: 'workspace_left' } };
  if (!roleCan(scope.role, 'administer')) return { refused: { error: 'access_denied', reason: 'role' } };
  return { workspaceId: scope.workspaceId };
}
