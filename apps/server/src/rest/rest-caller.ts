import { AppError, userMessage } from '@adfleet/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfMatches } from '../auth/session-cookies.ts';
import type { ServerDeps } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { contextFromRequest } from '../trpc/request-context.ts';
import { appRouter } from '../trpc/router.ts';

const createCaller = createCallerFactory(appRouter);

/** REST adapters call the very same procedures as tRPC clients, with the same context. */
export function callerFor(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply) {
  return createCaller(contextFromRequest(deps, request, reply));
}

/**
 * For a POST route whose procedure only reads: a call authenticated by the session cookie alone carries the XSRF
 * header all the same, as every other REST POST does (the rule is the method, not what the procedure happens to do).
 */
export function postCallerFor(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply) {
  const context = contextFromRequest(deps, request, reply);
  if (context.auth.credentials?.via === 'cookie' && !csrfMatches(context.auth.csrf)) throw new AppError('FORBIDDEN', userMessage('csrfRejected'));
  return createCaller(context);
}
