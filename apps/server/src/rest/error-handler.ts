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
export function toRestError(error: unknown): { status: number; body: RestErrorBody; retryAfterSeconds?: number } {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (isAppError(cause)) {
    const described = describe(cause.code, cause.message, cause.fieldErrors);
    return cause.retryAfterSeconds === undefined ? described : { ...described, retryAfterSeconds: cause.retryAfterSeconds };
  }
  if (cause instanceof ZodError) return describe('VALIDATION_FAILED', firstIssueMessage(cause), fieldErrorsOf(cause));
  if (error instanceof TRPCError) return describe(appErrorCodeFromTrpc(error.code), error.message);
  const fastifyStatus = (error as FastifyError).statusCode;
  if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { status: fastifyStatus, body: { error: fastifyStatusCodes[fastifyStatus] ?? 'VALIDATION_FAILED', message: fastifyMessage(error as FastifyError) } };
  }
  return describe('INTERNAL', '');
}

/** Fastify's own refusals (body parsing, limits, URLs) by status; any other 4xx of its is a malformed request. */
const fastifyStatusCodes: Record<number, AppErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Fixed words for Fastify's refusals: its own messages quote the URL, the content type or a slice of the body, and an
 * error body must never echo the request (a reflected URL in a JSON error is one step from a reflected attack).
 */
const fastifyMessagesByCode: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
};
const fastifyMessagesByStatus: Record<number, string> = {
  404: 'Not found',
  405: 'This method is not allowed here',
  408: 'The request took too long to arrive',
  413: 'The request body is too large',
  414: 'The URL is too long',
  415: 'This content type is not accepted here',
  429: 'Too many requests; try again later',
  431: 'The request headers are too large',
};

function fastifyMessage(error: FastifyError): string {
  // A SyntaxError from JSON.parse carries Fastify's status 400 but no code of its own.
  if (error instanceof SyntaxError) return fastifyMessagesByCode.FST_ERR_CTP_INVALID_JSON_BODY!;
  return fastifyMessagesByCode[error.code] ?? fastifyMessagesByStatus[error.statusCode ?? 400] ?? 'The request is malformed';
}

function describe(code: AppErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
  const status = errorCodes[code].http;
  const body: RestErrorBody = { error: code, message: status >= 500 ? 'Internal server error' : message };
  if (fieldErrors) body.fieldErrors = fieldErrors;
  return { status, body };
}

export function registerErrorHandling(server: FastifyInstance): void {
  server.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterSeconds } = toRestError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(status).send(body);
  });
}
