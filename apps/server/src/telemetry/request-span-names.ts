import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { routeLabel } from './request-route.ts';

/**
 * Names each request's server span by its route (`POST /api/clone-campaign`, `GET /trpc/clone.status`) and sets
 * `http.route`, as a trace viewer groups them: the HTTP instrumentation sees only the method and the raw URL.
 */
export function registerRequestSpanNames(server: FastifyInstance): void {
  server.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = routeLabel(request);
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
  });
}
