import { AppError, unsafeInputReason, userMessage } from '@adfleet/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteTable } from './route-table.ts';

/** What tRPC serves: queries by GET (HEAD answers like GET without a body), mutations by POST. */
export const TRPC_METHODS = ['GET', 'HEAD', 'POST'] as const;
const TRPC_PATH = /^\/trpc(\/|$)/;
/** The Graph sandbox emulates Meta, errors and all, in Meta's own format; it keeps its own edge. */
const SANDBOX_PATH = /^\/sandbox(\/|$)/;

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** Headers and cookies as the procedures will read them, refused when they carry what PostgreSQL cannot store. */
function refuseUnsafeHeaders(request: FastifyRequest): void {
  const reason = unsafeInputReason(request.headers) ?? unsafeInputReason(request.cookies);
  if (reason) throw new AppError('VALIDATION_FAILED', reason);
}

/**
 * The answers the HTTP edge gives before any procedure runs: OPTIONS (a CORS preflight or a probe) learns what the
 * path allows and is granted no cross-origin access; a header or cookie holding a NUL is refused everywhere (tRPC would
 * fail building its fetch Request from it); /trpc answers 405 and 415 for methods and bodies tRPC does not take; a
 * REST request whose decoded query, route params or body hold a NUL or nest absurdly deep is refused as a validation
 * failure, so nothing of it reaches a service or PostgreSQL.
 */
export function registerHttpGuards(server: FastifyInstance, routes: RouteTable): void {
  server.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (SANDBOX_PATH.test(path)) return;
    const isTrpc = TRPC_PATH.test(path);
    // Matching the path against every route is read only when an answer needs it, not on every call.
    const allowedHere = () => (isTrpc ? [...TRPC_METHODS] : routes.methodsAt(path).filter((method) => method !== 'OPTIONS'));
    if (request.method === 'OPTIONS') {
      const allowed = allowedHere();
      if (allowed.length === 0) throw new AppError('NOT_FOUND', userMessage('notFound'));
      return reply.status(204).header('allow', [...allowed, 'OPTIONS'].join(', ')).send();
    }
    refuseUnsafeHeaders(request);
    if (!isTrpc) return;
    const allowed = allowedHere();
    if (!allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      throw new AppError('METHOD_NOT_ALLOWED', userMessage('methodNotAllowed', { method: request.method, allowed: allowed.join(', ') }));
    }
    const contentType = request.headers['content-type'];
    if (request.method === 'POST' && contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', userMessage('unsupportedMediaType'));
    }
  });

  // After body parsing, before any handler: tRPC checks its own input (a NUL may only appear once `input` is parsed).
  server.addHook('preValidation', async (request) => {
    const path = pathOf(request);
    if (TRPC_PATH.test(path) || SANDBOX_PATH.test(path)) return;
    const reason = unsafeInputReason(request.params) ?? unsafeInputReason(request.query) ?? unsafeInputReason(request.body);
    if (reason) throw new AppError('VALIDATION_FAILED', reason);
  });
}
