import { auditActions, instantTextSchema } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../trpc/context.ts';
import { withAppClock } from '../trpc/app-clock.ts';
import { restCaller } from './rest-caller.ts';

/**
 * Query-string shape of GET /api/activity: repeated `action` parameters arrive as an array, numbers and dates as text.
 * Bounded as `activity.list`'s own input is, which checks them again.
 *
 * @public exported so the input-bounds test, which walks every route file's exports, checks its bounds.
 */
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  action: z.union([z.enum(auditActions), z.array(z.enum(auditActions)).max(20)]).optional(),
  actor: z.string().max(64).optional(),
  from: instantTextSchema.optional(),
  to: instantTextSchema.optional(),
});

/** The workspace's audit trail over REST (`actor=<userId>` keeps one member's rows; each item names its `actor`), a twin of the `activity.list` procedure the dashboard uses. */
export function registerActivityRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/activity', async (request, reply) => {
    const query = withAppClock(deps.now, () => activityQuerySchema.parse(request.query));
    const actions = query.action === undefined ? undefined : [query.action].flat();
    return restCaller(deps, request, reply).activity.list({
      ...(query.limit !== undefined ? { limit: query.limit } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(actions ? { actions } : {}),
      ...(query.actor ? { actorId: query.actor } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
    });
  });
}
