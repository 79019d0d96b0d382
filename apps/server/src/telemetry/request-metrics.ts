import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { appRouter } from '../trpc/router.ts';

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));
/** The tRPC endpoint's route, as the fastify adapter registers it under the `/trpc` prefix. */
const TRPC_ROUTE = '/trpc/:path';

/**
 * What a request is counted under: the route as Fastify registered it (`/api/clone/:id`), never the URL a caller sent,
 * so the series stay as few as the routes whatever strangers ask for. A tRPC call is counted under its procedure when
 * it names one that exists (`/trpc/clone.start`); a batch of several, or a name that is none, under the endpoint's
 * route. A request no route matched is `unmatched`.
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  if (route !== TRPC_ROUTE) return route;
  const procedure = (request.params as { path?: string }).path ?? '';
  return PROCEDURES.has(procedure) ? `/trpc/${procedure}` : route;
}

/** Times every request the server answers into `adfleet_http_request_duration_seconds`, by method, route and status. */
export function registerRequestMetrics(server: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'adfleet_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  server.addHook('onResponse', async (request, reply) => {
    duration.observe({ method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
