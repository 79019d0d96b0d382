import { once } from 'node:events';
import http from 'node:http';
import type { Readiness } from '@adfleet/core';

export interface QueueState {
  name: string;
  /** Jobs waiting, deferred ones included, as pg-boss last counted them (every few seconds). */
  queued: number;
  active: number;
}

/** What the worker's `/readyz` answers: the shared readiness, and once ready, the state of each queue it works. */
export type WorkerReadiness = Readiness & { queues?: QueueState[] };

export interface ProbeServer {
  /** Where it listens, e.g. `http://0.0.0.0:3001`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The worker's `/livez` and `/readyz` on a port of its own (WORKER_HEALTH_PORT): the worker serves nothing else over
 * HTTP, so two fixed answers need no framework. Up from the worker's first moment, before it has waited for the
 * migrations, so an orchestrator sees a live worker that is not ready yet rather than one that does not answer.
 */
export async function startProbeServer(options: { port: number; host: string; readiness: () => Promise<WorkerReadiness> }): Promise<ProbeServer> {
  const server = http.createServer((request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, { status: 'method_not_allowed' });
    if (path === '/livez') return send(200, { status: 'live' });
    if (path !== '/readyz') return send(404, { status: 'not_found' });
    options.readiness().then(
      (result) => send(result.status === 'ready' ? 200 : 503, result),
      () => send(503, { status: 'not_ready', reason: 'database_unreachable' }),
    );
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    url: `http://${options.host}:${options.port}`,
    close: async () => {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
