import { auditActions } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../trpc/context.ts';
import { appRouter } from '../trpc/router.ts';
import { call } from './rest-caller.ts';

/** Query-string shape of GET /api/activity: repeated `action` parameters arrive as an array, numbers and dates as text. */
const activityQuerySchema = z.object({
  limit: z.coerce.number().optional(),
  cursor: z.string().optional(),
  action: z.union([z.enum(auditActions), z.array(z.enum(auditActions))]).optional(),
  actor: z.string().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});

/** The workspace's audit trail over REST (`actor=<userId>` keeps one member's rows; each item names its `actor`), a twin of the `activity.list` procedure the dashboard uses. */
export function registerActivityRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/activity', async (request, reply) => {
    const query = activityQuerySchema.parse(request.query);
    const actions = query.action === undefined ? undefined : [query.action].flat();
    return call(deps, request, reply, appRouter.activity.list, {
      ...(query.limit !== undefined ? { limit: query.limit } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(actions ? { actions } : {}),
      ...(query.actor ? { actorId: query.actor } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
    });
  });
}
