import { readinessCheck } from '@adfleet/core';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';

/**
 * The orchestrator's probes, apart from the spec's /api/health/*: `/livez` says the process answers (a failing one is
 * restarted), `/readyz` that it may take traffic (the database answers and is migrated to this build, the job system
 * runs; 503 with the reason otherwise). Neither names a user, reads a session or writes anything; while the server
 * stops, Fastify answers both 503 on its own. An orchestrator probes often, so they skip the request log line.
 */
export function registerProbeRoutes(server: FastifyInstance, deps: Pick<ServerDeps, 'db' | 'jobs'>): void {
  const readiness = readinessCheck({ db: deps.db, jobsRunning: () => deps.jobs.running() });
  server.get('/livez', { logLevel: 'silent' }, (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  server.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    const result = await readiness();
    return reply
      .status(result.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(result);
  });
}
