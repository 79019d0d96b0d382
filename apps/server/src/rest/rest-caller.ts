import { AppError, userMessage } from '@adfleet/core';
import type { AnyMutationProcedure, AnyQueryProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfMatches } from '../auth/session-cookies.ts';
import type { Context, ServerDeps } from '../trpc/context.ts';
import { contextFromRequest } from '../trpc/request-context.ts';
import { appRouter } from '../trpc/router.ts';
import { runProcedureChain } from './procedure-chain.ts';

type CallableProcedure = AnyQueryProcedure | AnyMutationProcedure;

/** Each procedure's dotted path, found once: middlewares and errors see the same path as over tRPC. */
const pathOf = new Map<unknown, string>(Object.entries(appRouter._def.procedures).map(([path, procedure]) => [procedure, path]));

/**
 * Runs a procedure for a REST adapter with the very same middlewares (authentication, XSRF on mutations, input checks,
 * AppError mapping) and input/output schemas as a tRPC client gets. It calls the procedure itself rather than going
 * through a tRPC caller, which would build a proxy per path segment and look the procedure up again on every request,
 * and runs its middleware chain without tRPC's per-level copies of the call's options (ADR 0065).
 */
export function runProcedure<P extends CallableProcedure>(procedure: P, context: Context, input?: inferProcedureInput<P>): Promise<inferProcedureOutput<P>> {
  const path = pathOf.get(procedure);
  if (path === undefined) throw new Error('not a procedure of the app router');
  return runProcedureChain(procedure, { path, getRawInput: async () => input, ctx: context, type: procedure._def.type, signal: undefined, batchIndex: 0 }) as Promise<inferProcedureOutput<P>>;
}

/** The procedure as the REST request's caller: the same context tRPC would build for it. */
export function call<P extends CallableProcedure>(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, procedure: P, input?: inferProcedureInput<P>) {
  return runProcedure(procedure, contextFromRequest(deps, request, reply), input);
}

/**
 * For a POST route whose procedure only reads: a call authenticated by the session cookie alone carries the XSRF
 * header all the same, as every other REST POST does (the rule is the method, not what the procedure happens to do).
 */
export function postCall<P extends CallableProcedure>(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, procedure: P, input?: inferProcedureInput<P>) {
  const context = contextFromRequest(deps, request, reply);
  if (context.auth.credentials?.via === 'cookie' && !csrfMatches(context.auth.csrf)) throw new AppError('FORBIDDEN', userMessage('csrfRejected'));
  return runProcedure(procedure, context, input);
}

/**
 * The procedure in the workspace a REST path names (`/api/workspaces/:id/…`), whatever `X-Workspace-Id` says: a
 * caller who is not a member of it is refused 403 by the procedure's own builder, as over tRPC.
 */
export function callInWorkspace<P extends CallableProcedure>(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, workspaceId: string, procedure: P, input?: inferProcedureInput<P>) {
  const context = contextFromRequest(deps, request, reply);
  return runProcedure(procedure, { ...context, request: { ...context.request, workspaceId } }, input);
}
