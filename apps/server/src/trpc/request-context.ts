import { CONTROL_KEY_HEADER } from '@adfleet/graph-sandbox/settings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../rest/request-language.ts';
import { credentialsOf, csrfPairOf, deviceCookieOf, sessionCookieJar, sessionCookieOf } from '../auth/session-cookies.ts';
import { type Context, createContextInner, type RequestInfo, type ServerDeps } from './context.ts';

export function requestInfoOf(request: FastifyRequest): RequestInfo {
  // A download opened as a plain link cannot send a header: it names its workspace as `?workspace=` instead.
  const header = request.headers['x-workspace-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.['workspace'];
  const workspace = typeof header === 'string' && header !== '' ? header : request.method === 'GET' ? query : undefined;
  const sandboxKey = request.headers[CONTROL_KEY_HEADER];
  return {
    requestId: request.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: requestLanguage(request),
    ...(typeof workspace === 'string' && workspace !== '' ? { workspaceId: workspace } : {}),
    ...(typeof sandboxKey === 'string' ? { sandboxKey } : {}),
  };
}

/** The one way a Fastify request becomes a procedure context, for tRPC and REST alike. */
export function contextFromRequest(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply): Context {
  const secure = deps.config.secureCookies;
  return createContextInner(deps, requestInfoOf(request), {
    credentials: credentialsOf(request, secure),
    csrf: csrfPairOf(request),
    cookies: sessionCookieJar(reply, secure),
    deviceCookie: deviceCookieOf(request, secure),
    sessionCookie: sessionCookieOf(request, secure),
  });
}
