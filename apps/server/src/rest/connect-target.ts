import { roleCan, type ValidSession } from '@adfleet/core';
import type { FastifyRequest } from 'fastify';
import { connectWorkspaceOf, type ConnectFailure } from './connect-return.ts';

/**
 * At the start of a connect flow: the workspace the new connection will belong to, or why the person may not connect
 * one there — they are not in it, or their role does not administer it (ADR 0056). Refusals return to the page with
 * codes, as every other connect refusal does.
 */
export function connectTargetOf(request: FastifyRequest, session: Pick<ValidSession, 'user' | 'memberships' | 'currentWorkspaceId'>): { workspaceId: string } | { refused: ConnectFailure } {
  const workspaceId = connectWorkspaceOf(request, session);
  if (!workspaceId) return { refused: { error: 'access_denied', reason: 'workspace_left' } };
  const membership = session.memberships.find((candidate) => candidate.workspaceId === workspaceId);
  if (!membership || !roleCan(membership.role, 'administer')) return { refused: { error: 'access_denied', reason: 'role' } };
  return { workspaceId };
}
