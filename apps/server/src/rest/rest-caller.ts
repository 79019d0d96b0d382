import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { contextFromRequest } from '../trpc/request-context.ts';
import { appRouter } from '../trpc/router.ts';

const createCaller = createCallerFactory(appRouter);

/** REST adapters call the very same procedures as tRPC clients, with the same context. */
export function callerFor(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply) {
  return createCaller(contextFromRequest(deps, request, reply));
}
