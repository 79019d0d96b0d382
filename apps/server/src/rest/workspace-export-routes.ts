import { startWorkspaceExport } from '@adfleet/core';
import type { CallerScope } from '@adfleet/db';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { adminProcedure } from '../trpc/init.ts';
import { contextFromRequest } from '../trpc/request-context.ts';
import { sendJsonExport } from './send-json-export.ts';

/**
 * The export's caller as an admin procedure sees it (session, membership, role, errors), through the very same
 * middlewares, in the workspace the path names. It stays off the app router: only this adapter needs it.
 */
const workspaceExportCaller = adminProcedure.query(({ ctx }): CallerScope => ctx.scope);

/**
 * GET /api/workspaces/:id/export: everything the workspace shares as one JSON file, for its admins and owner (403 for
 * other roles and for someone not in it), audited, rate-limited and streamed like the personal export it mirrors.
 */
export function registerWorkspaceExportRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get<{ Params: { id: string } }>('/api/workspaces/:id/export', async (request, reply) => {
    const context = contextFromRequest(deps, request, reply);
    const scope = await workspaceExportCaller({
      path: 'workspaces.export',
      getRawInput: async () => undefined,
      ctx: { ...context, request: { ...context.request, workspaceId: request.params.id } },
      type: 'query',
      signal: undefined,
      batchIndex: 0,
    });
    const now = deps.now();
    const { fileName, writing } = await startWorkspaceExport({ db: deps.db, now, request: { ip: request.ip, userAgent: request.headers['user-agent'] } }, scope);
    return sendJsonExport(reply, fileName, writing);
  });
}
