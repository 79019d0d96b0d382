import { AppError, cloneStatusInputSchema, type UserMessage, userMessage } from '@adfleet/core';
import { renderMessage } from '@adfleet/core/render-message';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { cloneResultText } from './clone-result-text.ts';
import { requestLanguage } from './request-language.ts';
import { restCaller, restPostCaller } from './rest-caller.ts';

/**
 * The spec's `POST /api/clone-campaign`: 200 with the plain results list when every target finished within the wait
 * (15 s), else 202 with the batch id and where to read its status; `GET /api/clone-campaign/:batchId` is that status.
 * A manager's clone in a workspace that asks for approval answers 202 `{ status: 'sent_for_approval', proposalId }`.
 * Messages are written in the request's language.
 */
export function registerCloneRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.post('/api/clone-campaign', async (request, reply) => {
    const started = await restCaller(deps, request, reply).clone.start(request.body);
    // A manager's clone waiting for approval (ADR 0058): accepted, nothing created yet.
    if (started.status === 'sent_for_approval') return reply.status(202).send({ status: started.status, proposalId: started.proposalId, approvalsUrl: '/api/approvals' });
    if (started.results) return started.results.map((item) => cloneResultText(item, requestLanguage(request)));
    return reply.status(202).send({ batchId: started.batchId, status: started.status, statusUrl: `/api/clone-campaign/${started.batchId}` });
  });
  // The Duplicator's dry run for REST callers (an extension): the same body as a clone, nothing created; each row's
  // problems and warnings carry their words in the request's language beside their codes.
  server.post('/api/clone-campaign/preflight', async (request, reply) => {
    const checked = await restPostCaller(deps, request, reply).clone.preflight(request.body);
    const language = requestLanguage(request);
    const worded = (messages: readonly UserMessage[]) => messages.map((message) => ({ ...message, message: renderMessage(message, language) }));
    return { targets: checked.targets.map((row) => ({ ...row, problems: worded(row.problems), warnings: worded(row.warnings) })) };
  });
  server.get('/api/clone-campaign/:batchId', async (request, reply) => {
    const caller = restCaller(deps, request, reply);
    const parsed = cloneStatusInputSchema.safeParse(request.params);
    if (parsed.success) {
      const status = await caller.clone.status(parsed.data);
      return { ...status, accounts: status.accounts.map((account) => cloneResultText(account, requestLanguage(request))) };
    }
    // An id that is no batch id names no batch: like an unknown or foreign one it is "not found", and only a signed-in
    // caller learns even that (auth.me refuses anyone else with 401).
    await caller.auth.me();
    throw new AppError('NOT_FOUND', userMessage('cloneBatchNotFound'));
  });
}
