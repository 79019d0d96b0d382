import type { HealthCheckResult } from '@adfleet/core';
import { renderMessage } from '@adfleet/core/render-message';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { requestLanguage } from './request-language.ts';
import { restCaller } from './rest-caller.ts';

/** A check's answer: 503 when unhealthy, so load balancers and monitors can act on it; the message in words. */
function sendCheck<Result extends HealthCheckResult>(request: FastifyRequest, reply: FastifyReply, result: Result) {
  return reply.status(result.healthy ? 200 : 503).send({ ...result, message: renderMessage(result.message, requestLanguage(request)) });
}

/** The spec's health paths. */
export function registerHealthRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.get('/api/health/database', async (request, reply) => sendCheck(request, reply, await restCaller(deps, request, reply).health.database()));
  server.get('/api/health/auth', async (request, reply) => sendCheck(request, reply, await restCaller(deps, request, reply).health.auth()));
  server.get('/api/health/worker', async (request, reply) => sendCheck(request, reply, await restCaller(deps, request, reply).health.worker()));
  server.get('/api/facebook-credentials-status', (request, reply) => restCaller(deps, request, reply).health.facebookCredentials());
}
