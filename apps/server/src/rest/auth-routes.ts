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
  server.get('/api/auth/me', async (request, reply) => {
    // The spec's client sends no-cache headers; the answer is per user and must never be stored by a cache either.
    reply.header('cache-control', 'no-store');
    return callerFor(deps, request, reply).auth.me();
  });
  server.post('/api/auth/logout', (request, reply) => callerFor(deps, request, reply).auth.logout());
  server.get('/api/auth/session-token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return callerFor(deps, request, reply).auth.sessionToken();
  });
}
