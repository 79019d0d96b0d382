import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { restCaller } from './rest-caller.ts';

/**
 * The caller's workspaces over REST (ADR 0055): `GET /api/workspaces` lists `[{ id, name, role }]`, `POST` `{ name }`
 * creates one the caller owns (201). Every other route acts in the caller's current workspace, or in the one an
 * `X-Workspace-Id` header names (403 when they are not a member).
 */
export function registerWorkspaceRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/workspaces', async (request, reply) => (await restCaller(deps, request, reply).workspaces.list()).workspaces);
  server.post('/api/workspaces', async (request, reply) => reply.status(201).send(await restCaller(deps, request, reply).workspaces.create(request.body)));
}
