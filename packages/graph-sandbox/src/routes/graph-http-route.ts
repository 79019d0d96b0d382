import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpMethod, Params } from '../graph/graph-types.ts';
import type { Sandbox } from '../sandbox.ts';

/** Graph takes parameters from the query and the body alike; JSON bodies may carry objects, which mean their JSON text. */
function collectParams(request: FastifyRequest): Params {
  // No prototype, so a parameter named __proto__ or constructor is just a parameter.
  const params: Params = Object.create(null) as Params;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  for (const [name, value] of new URLSearchParams(query)) params[name] = value;
  if (request.body && typeof request.body === 'object') {
    for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (value !== undefined && value !== null) params[name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  return params;
}

/** Meta's `method=` override lets clients that can only GET or POST issue the other verbs (apps older than v27.0 only). */
function effectiveMethod(request: FastifyRequest, params: Params): { method: HttpMethod; methodOverride?: true } {
  const override = params.method?.toUpperCase();
  if (override === 'GET' || override === 'POST' || override === 'DELETE') {
    delete params.method;
    return { method: override, methodOverride: true };
  }
  return { method: request.method === 'DELETE' ? 'DELETE' : request.method === 'POST' ? 'POST' : 'GET' };
}

/**
 * Everything under the Graph prefix goes through one wildcard route into the sandbox's own dispatcher, which the
 * batch endpoint also uses, so an operation behaves the same alone or in a batch.
 */
export function registerGraphRoute(server: FastifyInstance, sandbox: Sandbox, graphPrefix: string, publicBaseUrl: string | undefined) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const graphPath = (request.params as { '*'?: string })['*'] ?? '';
    // Without a configured public URL the base is the URL this request came in on, prefix included.
    const baseUrl = publicBaseUrl ?? `${request.protocol}://${request.host}${urlPath.slice(0, urlPath.length - graphPath.length).replace(/\/$/, '')}`;
    sandbox.state.calls.countRequest();
    const latency = sandbox.state.faults.delayFor(request.method, `/${graphPath}`);
    if (latency > 0) await sleep(latency);
    const params = collectParams(request);
    const response = sandbox.handle(
      { ...effectiveMethod(request, params), path: `/${graphPath}`, params, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) },
      baseUrl,
    );
    return reply.status(response.status).headers(response.headers).type('application/json; charset=UTF-8').send(JSON.stringify(response.body));
  };
  const root = graphPrefix.replace(/\/$/, '');
  server.route({ method: ['GET', 'POST', 'DELETE'], url: `${root}/*`, handler });
  if (root) server.route({ method: ['GET', 'POST', 'DELETE'], url: root, handler });
}
