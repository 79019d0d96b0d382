import type { FastifyInstance } from 'fastify';

const PER_USER_PATH = /^\/(api|trpc)(\/|$)/;

/**
 * The headers every answer gets from the request itself, set as it is sent: its request id (the caller's own when it
 * gave a plain one, so logs can be followed across services), and for /api and /trpc `Cache-Control: no-store`, since
 * those answers may be about the signed-in user and no browser or shared cache may keep them; a route that set its own
 * policy keeps it. Static assets and pages are outside these paths and keep their caching.
 *
 * One hook, and a synchronous one (ADR 0065): an async onSend hook costs a promise and a turn of the microtask queue per
 * request, and while any onSend hook is async the answer is written after the handler returns, so an async handler that
 * returns the reply makes Fastify wait for the response's end with a stream listener on every call.
 */
export function registerPerRequestHeaders(server: FastifyInstance): void {
  server.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (PER_USER_PATH.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
