import { AppError, unsafeInputReason, userMessage } from '@adfleet/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteTable } from './route-table.ts';

/** What tRPC serves: queries by GET (HEAD answers like GET without a body), mutations by POST. */
const TRPC_METHODS = ['GET', 'HEAD', 'POST'] as const;
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
  // Synchronous hooks (ADR 0065): an async one costs every request a promise and a turn of the microtask queue.
  server.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request);
    if (SANDBOX_PATH.test(path)) return done();
    const isTrpc = TRPC_PATH.test(path);
    // Matching the path against every route is read only when an answer needs it, not on every call.
    const allowedHere = () => (isTrpc ? [...TRPC_METHODS] : routes.methodsAt(path).filter((method) => method !== 'OPTIONS'));
    try {
      if (request.method === 'OPTIONS') {
        const allowed = allowedHere();
        if (allowed.length === 0) throw new AppError('NOT_FOUND', userMessage('notFound'));
        // Answered here: the request goes no further, so `done` is not called.
        reply.status(204).header('allow', [...allowed, 'OPTIONS'].join(', ')).send();
        return;
      }
      refuseUnsafeHeaders(request);
      if (isTrpc) refuseWhatTrpcDoesNotTake(request, reply, allowedHere);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  // After body parsing, before any handler: tRPC checks its own input (a NUL may only appear once `input` is parsed).
  server.addHook('preValidation', (request, _reply, done) => {
    const path = pathOf(request);
    if (TRPC_PATH.test(path) || SANDBOX_PATH.test(path)) return done();
    const reason = unsafeInputReason(request.params) ?? unsafeInputReason(request.query) ?? unsafeInputReason(request.body);
    done(reason ? new AppError('VALIDATION_FAILED', reason) : undefined);
  });
}

/** /trpc answers 405 to a method tRPC does not serve and 415 to a POST body that is not JSON. */
function refuseWhatTrpcDoesNotTake(request: FastifyRequest, reply: FastifyReply, allowedHere: () => string[]): void {
  const allowed = allowedHere();
  if (!allowed.includes(request.method)) {
    reply.header('allow', allowed.join(', '));
    throw new AppError('METHOD_NOT_ALLOWED', userMessage('methodNotAllowed', { method: request.method, allowed: allowed.join(', ') }));
  }
  const contentType = request.headers['content-type'];
  if (request.method === 'POST' && contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', userMessage('unsupportedMediaType'));
  }
}
