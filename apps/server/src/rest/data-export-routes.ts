import { exportScopeOf, startUserDataExport } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { restCaller } from './rest-caller.ts';
import { sendJsonExport } from './send-json-export.ts';

/**
 * GET /api/me/export: everything AdFleet holds about the caller as one JSON file (the rights of access and
 * portability), audited and rate-limited, streamed as it is read. Authenticated as every call is, by bearer token or
 * session cookie.
 */
export function registerDataExportRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/me/export', async (request, reply) => {
    const user = await restCaller(deps, request, reply).auth.me();
    const now = deps.now();
    const writing = await startUserDataExport({ db: deps.db, now, request: { ip: request.ip, userAgent: request.headers['user-agent'] } }, exportScopeOf(user));
    return sendJsonExport(reply, `adfleet-data-${now.toISOString().slice(0, 10)}.json`, writing);
  });
}
