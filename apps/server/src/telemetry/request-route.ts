import type { FastifyRequest } from 'fastify';
import { appRouter } from '../trpc/router.ts';

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));
/** The tRPC endpoint's route, as the fastify adapter registers it under the `/trpc` prefix. */
const TRPC_ROUTE = '/trpc/:path';

/**
 * What a request is counted and traced under: the route as Fastify registered it (`/api/clone/:id`), never the URL a
 * caller sent, so the series stay as few as the routes whatever strangers ask for. A tRPC call goes under its
 * procedure when it names one that exists (`/trpc/clone.start`); a batch of several, or a name that is none, under the
 * endpoint's route. A request no route matched is `unmatched`.
 */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  if (route !== TRPC_ROUTE) return route;
  const procedure = (request.params as { path?: string }).path ?? '';
  return PROCEDURES.has(procedure) ? `/trpc/${procedure}` : route;
}
