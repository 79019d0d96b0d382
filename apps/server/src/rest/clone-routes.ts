import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../trpc/context.ts';
import { callerFor } from './rest-caller.ts';

const batchParamsSchema = z.object({ batchId: z.uuid('Clonación no encontrada') });

/**
 * The spec's `POST /api/clone-campaign`: 200 with the plain results list when every target finished within the wait
 * (15 s), else 202 with the batch id and where to read its status; `GET /api/clone-campaign/:batchId` is that status.
 */
export function registerCloneRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.post('/api/clone-campaign', async (request, reply) => {
    const started = await callerFor(deps, request, reply).clone.start(request.body as never);
    if (started.results) return started.results;
    return reply.status(202).send({ batchId: started.batchId, status: started.status, statusUrl: `/api/clone-campaign/${started.batchId}` });
  });
  server.get('/api/clone-campaign/:batchId', (request, reply) => {
    const { batchId } = batchParamsSchema.parse(request.params);
    return callerFor(deps, request, reply).clone.status({ batchId });
  });
}
