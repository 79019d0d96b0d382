import type { WorkspaceInvitation } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { toAdFleetAccountIds, toPlatformAccountIds } from './rest-ad-account-ids.ts';
import { restCaller, restCallerInWorkspace } from './rest-caller.ts';

type WorkspaceParams = { id: string };
type Body = Record<string, unknown> | undefined;

/**
 * Invitations over REST (issue 17): a workspace's (`:id`, admins only) with ad accounts by the platform's id, and the
 * caller's own, which they accept (by id, or by the mailed token) or decline in no workspace at all.
 */
export function registerInvitationRoutes(server: FastifyInstance, deps: ServerDeps): void {
  const restInvitation = async (workspaceId: string, invitation: WorkspaceInvitation) => ({
    ...invitation,
    adAccountIds: await toPlatformAccountIds(deps.db, workspaceId, invitation.adAccountIds),
  });

  server.get<{ Params: WorkspaceParams }>('/api/workspaces/:id/invitations', async (request, reply) => {
    const invitations = await restCallerInWorkspace(deps, request, reply, request.params.id).invitations.list();
    return Promise.all(invitations.map((invitation) => restInvitation(request.params.id, invitation)));
  });

  server.post<{ Params: WorkspaceParams; Body: Body }>('/api/workspaces/:id/invitations', async (request, reply) => {
    const { id } = request.params;
    const body = request.body ?? {};
    const input = { ...body, ...(body.adAccountIds === undefined ? {} : { adAccountIds: await toAdFleetAccountIds(deps.db, id, body.adAccountIds) }) };
    return reply.status(201).send(await restCallerInWorkspace(deps, request, reply, id).invitations.create(input));
  });

  server.delete<{ Params: { id: string; invitationId: string } }>('/api/workspaces/:id/invitations/:invitationId', async (request, reply) => {
    await restCallerInWorkspace(deps, request, reply, request.params.id).invitations.revoke({ id: request.params.invitationId });
    return reply.status(204).send();
  });

  server.get('/api/invitations', (request, reply) => restCaller(deps, request, reply).invitations.mine());

  server.post<{ Body: Body }>('/api/invitations/accept', (request, reply) => restCaller(deps, request, reply).invitations.acceptByToken(request.body ?? {}));

  server.post<{ Params: { id: string } }>('/api/invitations/:id/accept', (request, reply) => restCaller(deps, request, reply).invitations.accept({ id: request.params.id }));

  server.post<{ Params: { id: string } }>('/api/invitations/:id/decline', async (request, reply) => {
    await restCaller(deps, request, reply).invitations.decline({ id: request.params.id });
    return reply.status(204).send();
  });
}
