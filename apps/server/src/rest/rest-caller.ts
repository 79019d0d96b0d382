import type { FastifyRequest } from 'fastify';
import { type RequestInfo, type ServerDeps, createContextInner } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from '../trpc/router.ts';

const createCaller = createCallerFactory(appRouter);

export function requestInfoOf(request: FastifyRequest): RequestInfo {
  return { requestId: request.id, ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** REST adapters call the very same procedures as tRPC clients, with the same context. */
export function callerFor(deps: ServerDeps, request: FastifyRequest) {
  return createCaller(createContextInner(deps, requestInfoOf(request)));
}
