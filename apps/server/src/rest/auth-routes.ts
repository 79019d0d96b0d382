import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { callerFor } from './rest-caller.ts';

/** The spec's auth paths, each a thin adapter over its procedure. */
export function registerAuthRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.post('/api/auth/register', async (request, reply) => {
    const result = await callerFor(deps, request, reply).auth.register(request.body as never);
    return reply.status(201).send(result);
  });
  server.post('/api/auth/login', (request, reply) => callerFor(deps, request, reply).auth.login(request.body as never));
  server.get('/api/auth/me', (request, reply) => callerFor(deps, request, reply).auth.me());
  server.post('/api/auth/logout', (request, reply) => callerFor(deps, request, reply).auth.logout());
  server.get('/api/auth/session-token', (request, reply) => callerFor(deps, request, reply).auth.sessionToken());
}
