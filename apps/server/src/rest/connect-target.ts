import { connectWorkspace, type ValidSession } from '@adfleet/core';
import type { FastifyRequest } from 'fastify';
import { type ConnectFailure, connectWorkspaceOf } from './connect-return.ts';

/**
 * At the start of a connect flow begun signed in: the workspace the new connection will belong to, or why the person
 * may not connect one there (they are not in it, or their role does not administer it), by the rule every connect
 * path follows (core's connectWorkspace, ADR 0071). Checked here so nobody goes through the platform's page for
 * nothing, and again when the connection is stored. Refusals return to the page with codes, as every other connect
 * refusal does.
 */
export function connectTargetOf(request: FastifyRequest, session: Pick<ValidSession, 'user' | 'memberships' | 'currentWorkspaceId'>): { workspaceId: string } | { refused: ConnectFailure } {
  const chosen = connectWorkspaceOf(request, session);
  if (!chosen) return { refused: { error: 'access_denied', reason: 'workspace_left' } };
  const verdict = connectWorkspace(session.memberships, { workspaceId: chosen });
  return 'refused' in verdict ? { refused: { error: 'access_denied', reason: verdict.refused.reason } } : verdict;
}
