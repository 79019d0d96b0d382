import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { restCaller } from './rest-caller.ts';

/**
 * Password reset and e-mail confirmation over REST, thin adapters over their procedures. The public ones act on no
 * session, so like /api/auth/login they rely on the JSON-only POST guard rather than the XSRF header; the resend
 * acts on the signed-in user and goes through the procedure's own cookie check.
 */
export function registerAccountLinkRoutes(server: FastifyInstance, deps: ServerDeps): void {
  server.post('/api/auth/forgot-password', async (request, reply) => {
    const result = await restCaller(deps, request, reply).passwordReset.request(request.body);
    return reply.status(202).send(result);
  });
  server.post('/api/auth/reset-password', (request, reply) => restCaller(deps, request, reply).passwordReset.complete(request.body));
  server.post('/api/auth/verify-email', (request, reply) => restCaller(deps, request, reply).emailVerification.verify(request.body));
  server.post('/api/auth/verify-email/resend', (request, reply) => restCaller(deps, request, reply).emailVerification.resend(request.body));
}
