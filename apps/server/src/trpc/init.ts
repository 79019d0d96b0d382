import { AppError, appErrorCodeFromTrpc, errorCodes, isAppError, unsafeInputReason, validateSessionToken } from '@adfleet/core';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { csrfMatches } from '../auth/session-cookies.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const appCode = isAppError(error.cause) ? error.cause.code : appErrorCodeFromTrpc(error.code);
    const status = errorCodes[appCode].http;
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    const fieldErrors = zodError ? fieldErrorsOf(zodError) : isAppError(error.cause) ? error.cause.fieldErrors : undefined;
    // Users never see a server fault's own words; 4xx messages are specific and safe to show.
    const message = status >= 500 ? 'Internal server error' : zodError ? firstIssueMessage(zodError) : shape.message;
    const retryAfterSeconds = isAppError(error.cause) ? error.cause.retryAfterSeconds : undefined;
    return { ...shape, message, data: { code: shape.data.code, httpStatus: status, appCode, fieldErrors, retryAfterSeconds } };
  },
});

export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}

export function firstIssueMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** Gives an AppError thrown by a service its mapped tRPC code (tRPC alone would report every throw as a 500). */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) {
    const cause = result.error.cause;
    throw new TRPCError({ code: errorCodes[cause.code].trpc, message: cause.message, cause });
  }
  return result;
});

/**
 * Refuses an input holding a NUL character or nesting absurdly deep before its schema or any query sees it. The raw
 * input is read after JSON parsing, so a `\u0000` escape is caught too; REST adapters pass their bodies through here.
 */
const safeInput = t.middleware(async ({ getRawInput, next }) => {
  const reason = unsafeInputReason(await getRawInput());
  if (reason) throw new AppError('VALIDATION_FAILED', reason);
  return next();
});

/**
 * Resolves the caller's session and narrows ctx to a signed-in user. A mutation authenticated by the cookie alone
 * must also carry the XSRF header matching the XSRF cookie (double submit); bearer tokens are immune to CSRF.
 */
const authenticated = t.middleware(async ({ ctx, type, next }) => {
  const { credentials } = ctx.auth;
  if (!credentials) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  if (type === 'mutation' && credentials.via === 'cookie' && !csrfMatches(ctx.auth.csrf)) {
    throw new AppError('FORBIDDEN', 'Missing or invalid XSRF token');
  }
  const session = await validateSessionToken(ctx.deps.db, credentials.token, ctx.deps.now());
  if (!session) throw new AppError('UNAUTHENTICATED', 'Session invalid or expired');
  if (session.renewed && credentials.via === 'cookie') ctx.auth.cookies.setSession(credentials.token, session.expiresAt);
  return next({ ctx: { ...ctx, session, user: session.user } });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors).use(safeInput);
export const protectedProcedure = publicProcedure.use(authenticated);
