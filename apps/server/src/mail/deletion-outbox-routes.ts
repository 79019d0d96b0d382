import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';

/**
 * Sandbox mode only: the last deletion confirmation sent to an address, read with the sandbox's control key, so the
 * flow can be followed on a machine with no mail server (journeys read the link here).
 */
export function registerDeletionOutboxRoutes(server: FastifyInstance, deps: ServerDeps): void {
  const outbox = deps.deletionMail.outbox;
  const controlKey = deps.config.sandbox?.controlKey;
  if (deps.config.mode !== 'sandbox' || !outbox || !controlKey) return;
  server.get('/sandbox/deletion-outbox', async (request, reply) => {
    if (request.headers['x-sandbox-key'] !== controlKey) return reply.code(403).send({ error: 'forbidden' });
    const to = (request.query as { to?: unknown }).to;
    const email = typeof to === 'string' ? outbox.latestFor(to) : undefined;
    if (!email) return reply.code(404).send({ error: 'not_found' });
    return email;
  });
}
