import { AppError, approvalDecisionBodySchema, proposalIdInputSchema, userMessage } from '@adfleet/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { restCaller } from './rest-caller.ts';

/** The path's id, when it is one; any other text names no proposal. */
function proposalIdOf(request: FastifyRequest): string {
  const parsed = proposalIdInputSchema.safeParse(request.params);
  if (!parsed.success) throw new AppError('NOT_FOUND', userMessage('approvalNotFound'));
  return parsed.data.id;
}

/** `{ comment? }`, or nothing at all. */
function bodyOf(request: FastifyRequest) {
  return approvalDecisionBodySchema.parse(request.body ?? {});
}

/**
 * Approvals over REST (issue 17, ADR 0058), in the caller's current workspace (or the `X-Workspace-Id` one):
 * `GET /api/approvals` lists the proposals the caller may see, pending first; `POST /api/approvals/:id/approve` and
 * `/reject` with an optional `{ comment }` decide one (200 with the batch or change an approval started; 409 when it
 * expired or its preview changed, and nothing ran).
 */
export function registerApprovalRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/approvals', async (request, reply) => (await restCaller(deps, request, reply).approvals.list({})).items);
  const decide = (decision: 'approve' | 'reject') => async (request: FastifyRequest, reply: FastifyReply) => {
    // The body is read before the id so a malformed one is a 400 whatever the path, as for every other REST body.
    const { comment } = bodyOf(request);
    return restCaller(deps, request, reply).approvals[decision]({ id: proposalIdOf(request), ...(comment ? { comment } : {}) });
  };
  server.post('/api/approvals/:id/approve', decide('approve'));
  server.post('/api/approvals/:id/reject', decide('reject'));
}
