import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_VERSION_PATH } from '../constants.ts';
import { CODES, errors, TikTokApiError } from '../errors/tiktok-errors.ts';
import type { TikTokSandbox } from '../sandbox.ts';
import type { AccessToken } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { authenticate } from './authenticate.ts';
import { decodeQuery } from './params.ts';

/** TikTok's request ids: a timestamp followed by random hex. */
export const newRequestId = (now: Date) => `${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(12).toString('hex').toUpperCase()}`;

const NO_TOKEN: AccessToken = { token: '', personaId: '', advertiserIds: [], scope: [], issuedAt: 0, revoked: true };

/**
 * Every Marketing API route answers HTTP 200 with `{ code, message, request_id, data }`. In order: the injected
 * latency, the app's QPS/QPM limits (40100), injected faults, the parameters, the token, the handler; a change is on
 * disk before the answer. A refused or failed call changes nothing.
 */
export function registerApiRoutes(server: FastifyInstance, sandbox: TikTokSandbox, routes: ApiRoute[], baseUrlOf: (request: FastifyRequest) => string) {
  const { state } = sandbox;
  for (const route of routes) {
    const url = `${API_VERSION_PATH}${route.path}`;
    server.route({
      method: route.method,
      url,
      handler: async (request, reply) => {
        const requestId = newRequestId(state.now());
        const raw = route.method === 'GET' ? (request.query as Record<string, unknown>) : ((request.body ?? {}) as Record<string, unknown>);
        const advertiserId = typeof raw.advertiser_id === 'string' || typeof raw.advertiser_id === 'number' ? String(raw.advertiser_id) : undefined;
        let code: number = CODES.OK;
        let message = 'OK';
        let data: unknown = {};
        try {
          const latency = state.faults.latencyMs();
          if (latency > 0) await sleep(latency);
          const verdict = state.limiter.admit(route.path);
          if (!verdict.ok) throw errors.tooManyRequests(verdict.scope, verdict.lockedSeconds);
          const injected = state.faults.pick(route.method, url, raw);
          if (injected) throw injected;
          const params = route.method === 'GET' ? decodeQuery(raw) : raw;
          const token = route.needsToken ? authenticate(state, request.headers['access-token']) : NO_TOKEN;
          data = await route.handle({ sandbox, state, params, token, baseUrl: baseUrlOf(request) });
          await sandbox.durable();
        } catch (error) {
          data = {};
          if (error instanceof TikTokApiError) {
            code = error.code;
            message = error.message;
          } else {
            state.reportError(error);
            code = CODES.SYSTEM;
            message = 'System error. Please try again later.';
          }
        }
        state.calls.add({ at: state.now().toISOString(), method: route.method, path: url, code, requestId, ...(advertiserId ? { advertiserId } : {}) });
        return reply.status(200).header('x-tt-logid', requestId).send({ code, message, request_id: requestId, data });
      },
    });
  }
}
