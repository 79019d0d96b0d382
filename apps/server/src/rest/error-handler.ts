import { type AppErrorCode, appErrorCodeFromTrpc, errorCodes, isAppError } from '@adfleet/core';
import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { fieldErrorsOf, firstIssueMessage } from '../trpc/init.ts';

export interface RestErrorBody {
  error: AppErrorCode;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** The REST face of the one error map: AppError code → HTTP status, with a generic message for every 5xx. */
export function toRestError(error: unknown): { status: number; body: RestErrorBody } {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (isAppError(cause)) return describe(cause.code, cause.message, cause.fieldErrors);
  if (cause instanceof ZodError) return describe('VALIDATION_FAILED', firstIssueMessage(cause), fieldErrorsOf(cause));
  if (error instanceof TRPCError) return describe(appErrorCodeFromTrpc(error.code), error.message);
  const fastifyStatus = (error as FastifyError).statusCode;
  if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    const code: AppErrorCode = fastifyStatus === 429 ? 'RATE_LIMITED' : fastifyStatus === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
    return { status: fastifyStatus, body: { error: code, message: (error as Error).message } };
  }
  return describe('INTERNAL', '');
}

function describe(code: AppErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
  const status = errorCodes[code].http;
  const body: RestErrorBody = { error: code, message: status >= 500 ? 'Internal server error' : message };
  if (fieldErrors) body.fieldErrors = fieldErrors;
  return { status, body };
}

export function registerErrorHandling(server: FastifyInstance): void {
  server.setErrorHandler((error, request, reply) => {
    const { status, body } = toRestError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
