import type { FastifyInstance } from 'fastify';

const PER_USER_PATH = /^\/(api|trpc)(\/|$)/;

/**
 * Answers from /api and /trpc may be about the signed-in user, so no browser or shared cache may keep them; a route
 * that set its own policy keeps it. Static assets and pages are outside these paths and keep their caching.
 */
export function registerNoStore(server: FastifyInstance): void {
  server.addHook('onSend', async (request, reply) => {
    if (PER_USER_PATH.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
