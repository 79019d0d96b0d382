import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { callerFor } from './rest-caller.ts';

/** The spec's health paths; an unhealthy check answers 503 so load balancers and monitors can act on it. */
export function registerHealthRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/health/database', async (request, reply) => {
    const result = await callerFor(deps, request, reply).health.database();
    return reply.status(result.healthy ? 200 : 503).send(result);
  });
  server.get('/api/health/auth', async (request, reply) => {
    const result = await callerFor(deps, request, reply).health.auth();
    return reply.status(result.healthy ? 200 : 503).send(result);
  });
  server.get('/api/health/worker', async (request, reply) => {
    const result = await callerFor(deps, request, reply).health.worker();
    return reply.status(result.healthy ? 200 : 503).send(result);
  });
  server.get('/api/facebook-credentials-status', (request, reply) => callerFor(deps, request, reply).health.facebookCredentials());
}
