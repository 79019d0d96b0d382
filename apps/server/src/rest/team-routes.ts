import type { TeamMember } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { toAdFleetAccountIds, toPlatformAccountIds } from './rest-ad-account-ids.ts';
import { restCallerInWorkspace } from './rest-caller.ts';

type WorkspaceParams = { id: string };
type MemberParams = { id: string; userId: string };
type Body = Record<string, unknown> | undefined;

/**
 * A workspace's members over REST (issue 17): `:id` is the workspace (403 for someone not in it). Ad accounts are the
 * platform's ids (`act_123`), and only a client's are listed: every other role sees the whole workspace.
 */
export function registerTeamRoutes(server: FastifyInstance, deps: ServerDeps): void {
  const restMember = async (workspaceId: string, member: TeamMember) => ({
    userId: member.userId,
    username: member.username,
    role: member.role,
    ...(member.role === 'client' ? { adAccountIds: await toPlatformAccountIds(deps.db, workspaceId, member.adAccountIds) } : {}),
  });

  server.get<{ Params: WorkspaceParams }>('/api/workspaces/:id/members', async (request, reply) => {
    const members = await restCallerInWorkspace(deps, request, reply, request.params.id).team.members();
    return Promise.all(members.map((member) => restMember(request.params.id, member)));
  });

  server.patch<{ Params: MemberParams; Body: Body }>('/api/workspaces/:id/members/:userId', async (request, reply) => {
    const { id, userId } = request.params;
    const body = request.body ?? {};
    const input = { ...body, userId, ...(body.adAccountIds === undefined ? {} : { adAccountIds: await toAdFleetAccountIds(deps.db, id, body.adAccountIds) }) };
    return restMember(id, await restCallerInWorkspace(deps, request, reply, id).team.updateMember(input));
  });

  server.delete<{ Params: MemberParams; Querystring: { connections?: string } }>('/api/workspaces/:id/members/:userId', async (request, reply) => {
    const { id, userId } = request.params;
    await restCallerInWorkspace(deps, request, reply, id).team.removeMember({ userId, connections: request.query.connections ?? 'keep' });
    return reply.status(204).send();
  });
}
