import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { routeLabel } from './request-route.ts';

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
