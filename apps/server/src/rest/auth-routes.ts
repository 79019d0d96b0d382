import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { appRouter } from '../trpc/router.ts';
import { sendJsonOnce } from './json-once.ts';
import { call } from './rest-caller.ts';

/** The spec's auth paths, each a thin adapter over its procedure. */
export function registerAuthRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.post('/api/auth/register', async (request, reply) => {
    const result = await call(deps, request, reply, appRouter.auth.register, request.body as never);
    return reply.status(201).send(result);
  });
  server.post('/api/auth/login', (request, reply) => call(deps, request, reply, appRouter.auth.login, request.body as never));
  // Asked by every page of the web app: the user's JSON is written once per kept session, not on every call.
  server.get('/api/auth/me', async (request, reply) => sendJsonOnce(reply, await call(deps, request, reply, appRouter.auth.me)));
  server.post('/api/auth/logout', (request, reply) => call(deps, request, reply, appRouter.auth.logout));
  server.get('/api/auth/session-token', (request, reply) => call(deps, request, reply, appRouter.auth.sessionToken));
}
