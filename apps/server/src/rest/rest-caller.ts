import { AppError, userMessage } from '@adfleet/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfMatches } from '../auth/session-cookies.ts';
import type { Context, ServerDeps } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { contextFromRequest } from '../trpc/request-context.ts';
import { appRouter } from '../trpc/router.ts';

const createCaller = createCallerFactory(appRouter);

/**
 * The app's caller with every procedure taking its input as the request carried it. A REST body or query is not
 * checked or typed here: the procedure's own `.input()` schema parses it, after its authentication and on the app's
 * clock, exactly as over tRPC, and refuses it with the same error.
 */
export type RequestCaller<Caller = ReturnType<typeof createCaller>> = {
  [Key in keyof Caller]: Caller[Key] extends (...args: never[]) => infer Output ? (input?: unknown) => Output : RequestCaller<Caller[Key]>;
};

function callerOf(context: Context): RequestCaller {
  return createCaller(context) as RequestCaller;
}

/**
 * The procedures for a REST request, with the very context tRPC builds for the same request: the same middlewares
 * (authentication, XSRF on mutations, input checks, AppError mapping) and input and output schemas as a tRPC client gets.
 */
export function restCaller(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply): RequestCaller {
  return callerOf(contextFromRequest(deps, request, reply));
}

/**
 * For a POST route whose procedure only reads: a call authenticated by the session cookie alone carries the XSRF
 * header all the same, as every other REST POST does (the rule is the method, not what the procedure happens to do).
 */
export function restPostCaller(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply): RequestCaller {
  const context = contextFromRequest(deps, request, reply);
  if (context.auth.credentials?.via === 'cookie' && !csrfMatches(context.auth.csrf)) throw new AppError('FORBIDDEN', userMessage('csrfRejected'));
  return callerOf(context);
}

/**
 * The procedures in the workspace a REST path names (`/api/workspaces/:id/…`), whatever `X-Workspace-Id` says: a
 * caller who is not a member of it is refused 403 by the procedure's own builder, as over tRPC.
 */
export function restCallerInWorkspace(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, workspaceId: string): RequestCaller {
  const context = contextFromRequest(deps, request, reply);
  return callerOf({ ...context, request: { ...context.request, workspaceId } });
}
