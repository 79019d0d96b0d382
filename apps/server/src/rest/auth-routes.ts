import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { sendJsonOnce } from './json-once.ts';
import { restCaller } from './rest-caller.ts';

/** The spec's auth paths, each a thin adapter over its procedure. */
export function registerAuthRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.post('/api/auth/register', async (request, reply) => {
    const result = await restCaller(deps, request, reply).auth.register(request.body);
    return reply.status(201).send(result);
  });
  server.post('/api/auth/login', (request, reply) => restCaller(deps, request, reply).auth.login(request.body));
  // Asked by every page of the web app: the user's JSON is written once per kept session, not on every call.
  server.get('/api/auth/me', async (request, reply) => sendJsonOnce(reply, await restCaller(deps, request, reply).auth.me()));
  server.post('/api/auth/logout', (request, reply) => restCaller(deps, request, reply).auth.logout());
  server.get('/api/auth/session-token', (request, reply) => restCaller(deps, request, reply).auth.sessionToken());
}
