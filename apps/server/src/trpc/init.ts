import { appErrorCodeFromTrpc, errorCodes, isAppError } from '@adfleet/core';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const appCode = isAppError(error.cause) ? error.cause.code : appErrorCodeFromTrpc(error.code);
    const status = errorCodes[appCode].http;
    const fieldErrors = error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : isAppError(error.cause) ? error.cause.fieldErrors : undefined;
    return {
      ...shape,
      // Users never see a server fault's own words; 4xx messages are specific and safe to show.
      message: status >= 500 ? 'Internal server error' : shape.message,
      data: { code: shape.data.code, httpStatus: status, appCode, fieldErrors, requestId: undefined, stack: undefined },
    };
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

/** Gives an AppError thrown by a service its mapped tRPC code (tRPC alone would report every throw as a 500). */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) {
    const cause = result.error.cause;
    throw new TRPCError({ code: errorCodes[cause.code].trpc, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);
