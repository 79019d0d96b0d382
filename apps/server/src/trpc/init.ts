import { AppError, appErrorCodeFromTrpc, callerScopeOf, requireCapability, type WorkspaceCapability, asDatabaseBusy, errorCodes, fieldMessagesOf, firstIssueMessageOf, isAppError, renderMessage, unsafeInputReason, userMessage, type UserMessage } from '@adfleet/core';
import { initTRPC, TRPCError } from '@trpc/server';
import { answerTransformer } from './answer-transformer.ts';
import { ZodError } from 'zod';
import { csrfMatches } from '../auth/session-cookies.ts';
import { withAppClock } from './app-clock.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: answerTransformer,
  errorFormatter({ shape, error }) {
    const appCode = isAppError(error.cause) ? error.cause.code : appErrorCodeFromTrpc(error.code);
    const status = errorCodes[appCode].http;
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    const fieldErrors = zodError ? fieldMessagesOf(zodError) : isAppError(error.cause) ? error.cause.fieldErrors : undefined;
    // Users never see a server fault's own words, only its code's generic message; 4xx messages, and a 5xx a service
    // raised on purpose (an AppError worded from the catalogue), are specific and safe to show, in the reader's words.
    const said = status >= 500 && !isAppError(error.cause) ? genericMessageFor(appCode) : saidBy(error.cause, zodError, appCode);
    const retryAfterSeconds = isAppError(error.cause) ? error.cause.retryAfterSeconds : undefined;
    return { ...shape, message: renderMessage(said, 'en'), data: { code: shape.data.code, httpStatus: status, appCode, userMessage: said, fieldErrors, retryAfterSeconds } };
  },
});

/** What a refused call says: the service's own message, the first refused field's, or the generic one for its code. */
function saidBy(cause: unknown, zodError: ZodError | undefined, appCode: keyof typeof errorCodes): UserMessage {
  if (isAppError(cause)) return cause.userMessage;
  if (zodError) return firstIssueMessageOf(zodError);
  return genericMessageFor(appCode);
}

/** The message for an error tRPC raised itself (an unknown procedure, a malformed batch), by its code. */
export function genericMessageFor(appCode: keyof typeof errorCodes): UserMessage {
  return { code: errorCodes[appCode].message, params: {} };
}

/** An AppError as tRPC reports it: with its mapped tRPC code (tRPC alone would report every throw as a 500). */
const asTrpcError = (cause: AppError) => new TRPCError({ code: errorCodes[cause.code].trpc, message: cause.message, cause });

/**
 * Every procedure's first step. It refuses an input holding a NUL character or nesting absurdly deep before its schema
 * or any query sees it (the raw input is read after JSON parsing, so a `\u0000` escape is caught too; REST adapters pass
 * their bodies through here), and gives an AppError thrown further on its mapped tRPC code (a full connection pool
 * becoming SERVICE_UNAVAILABLE). One middleware rather than two: each level of tRPC's chain copies the call's options
 * twice, a visible share of a cheap call's CPU (ADR 0050). The rest of the chain, input parsing included, runs on the
 * app's clock (ADR 0069).
 */
const edge = t.middleware(async ({ ctx, getRawInput, next }) => {
  const reason = unsafeInputReason(await getRawInput());
  if (reason) throw asTrpcError(new AppError('VALIDATION_FAILED', reason));
  const result = await withAppClock(ctx.deps.now, next);
  if (result.ok) return result;
  const cause = asDatabaseBusy(result.error.cause);
  if (isAppError(cause)) throw asTrpcError(cause);
  return result;
});

/**
 * Resolves the caller's session and narrows ctx to a signed-in user. A mutation authenticated by the cookie alone
 * must also carry the XSRF header matching the XSRF cookie (double submit); bearer tokens are immune to CSRF.
 */
const authenticated = t.middleware(async ({ ctx, type, next }) => {
  const { credentials } = ctx.auth;
  if (!credentials) throw new AppError('UNAUTHENTICATED', userMessage('notAuthenticated'));
  if (type === 'mutation' && credentials.via === 'cookie' && !csrfMatches(ctx.auth.csrf)) {
    throw new AppError('FORBIDDEN', userMessage('csrfRejected'));
  }
  const session = await ctx.deps.sessions.validate(credentials.token, ctx.deps.now());
  if (!session) throw new AppError('UNAUTHENTICATED', userMessage('sessionExpired'));
  if (session.renewed && credentials.via === 'cookie') ctx.auth.cookies.setSession(credentials.token, session.expiresAt);
  try {
    // tRPC merges these into ctx itself; spreading ctx here as well would copy it twice.
    return await next({ ctx: { session, user: session.user } });
  } finally {
    // A change of the caller's own (sign-out, revocation, password, profile) holds at once in this process; other
    // processes hear of it from the database's notice.
    if (type === 'mutation') ctx.deps.sessions.forgetUser(session.user.id);
  }
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(edge);
export const protectedProcedure = publicProcedure.use(authenticated);
/**
 * A signed-in caller narrowed to one workspace (ADR 0055): the one the request names in `X-Workspace-Id`, else the one
 * they last chose; with a capability, only for roles that hold it (ROLE_CAPABILITIES, ADR 0056), others get 403
 * `workspaceRoleRefused` before anything is read or changed. Scope and role in one middleware: each level of tRPC's
 * chain costs a cheap call visible CPU (ADR 0050).
 */
const inWorkspace = (capability?: WorkspaceCapability) =>
  protectedProcedure.use(({ ctx, next }) => {
    const scope = callerScopeOf(ctx.session, ctx.request.workspaceId);
    if (capability) requireCapability(scope, capability);
    return next({ ctx: { scope } });
  });

/** Any member: every procedure over shared data is built on it (or a gated one) and reads and writes through `ctx.scope`. */
export const workspaceProcedure = inWorkspace();
/** Sync, clone, budget changes and the team's saved filters: owner, admin, manager. */
export const operatorProcedure = inWorkspace('operate');
/** The workspace's settings and platform connections: owner, admin. */
export const adminProcedure = inWorkspace('administer');
/** What only the owner may do. */
export const ownerProcedure = inWorkspace('own');
/**
 * Approving or rejecting a manager's proposal (ADR 0058): owner, admin, and a client, who the approval service lets
 * decide only proposals whose every ad account they see.
 */
export const approverProcedure = inWorkspace('decide');
