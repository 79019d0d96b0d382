import {
  type AppErrorCode,
  appErrorCodeFromTrpc,
  asDatabaseBusy,
  errorCodes,
  fieldMessagesOf,
  firstIssueMessageOf,
  isAppError,
  type MessageCode,
  type MessageLanguage,
  renderMessage,
  type UserMessage,
  userMessage,
} from '@adfleet/core';
import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { genericMessageFor } from '../trpc/init.ts';
import { requestLanguage } from './request-language.ts';

export interface RestErrorBody {
  error: AppErrorCode;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

interface Refusal {
  code: AppErrorCode;
  message: UserMessage;
  fieldErrors?: Record<string, UserMessage[]> | undefined;
  retryAfterSeconds?: number | undefined;
  /** Fastify's own status when it has no row of its own in the error map (408, 414, 431). */
  status?: number;
}

/**
 * What went wrong, as codes: AppError code → HTTP status. A 5xx says its code's generic message unless a service raised
 * it on purpose with words of the catalogue (a statement over its time limit, a platform that would not answer).
 */
function refusalOf(error: unknown): Refusal {
  const cause = asDatabaseBusy(error instanceof TRPCError ? (error.cause ?? error) : error);
  if (isAppError(cause)) return { code: cause.code, message: cause.userMessage, fieldErrors: cause.fieldErrors, retryAfterSeconds: cause.retryAfterSeconds };
  if (cause instanceof ZodError) return { code: 'VALIDATION_FAILED', message: firstIssueMessageOf(cause), fieldErrors: fieldMessagesOf(cause) };
  if (error instanceof TRPCError) {
    const code = appErrorCodeFromTrpc(error.code);
    return { code, message: genericMessageFor(code) };
  }
  const fastifyStatus = (error as FastifyError).statusCode;
  if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { code: fastifyStatusCodes[fastifyStatus] ?? 'VALIDATION_FAILED', message: { code: fastifyMessage(error as FastifyError), params: {} }, status: fastifyStatus };
  }
  return { code: 'INTERNAL', message: userMessage('internalError') };
}

/** The REST face of the one error map, worded in the reader's language (`Accept-Language`, English by default). */
export function toRestError(error: unknown, language: MessageLanguage = 'en'): { status: number; body: RestErrorBody; retryAfterSeconds?: number } {
  const refusal = refusalOf(error);
  const status = refusal.status ?? errorCodes[refusal.code].http;
  const body: RestErrorBody = { error: refusal.code, message: renderMessage(refusal.message, language) };
  if (refusal.fieldErrors) {
    body.fieldErrors = Object.fromEntries(Object.entries(refusal.fieldErrors).map(([field, messages]) => [field, messages.map((message) => renderMessage(message, language))]));
  }
  return refusal.retryAfterSeconds === undefined ? { status, body } : { status, body, retryAfterSeconds: refusal.retryAfterSeconds };
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
const fastifyMessagesByCode: Record<string, MessageCode> = {
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJsonBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJsonBody',
};
const fastifyMessagesByStatus: Record<number, MessageCode> = {
  404: 'notFound',
  405: 'methodNotAllowedHere',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  414: 'urlTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

function fastifyMessage(error: FastifyError): MessageCode {
  // A SyntaxError from JSON.parse carries Fastify's status 400 but no code of its own.
  if (error instanceof SyntaxError) return 'invalidJsonBody';
  return fastifyMessagesByCode[error.code] ?? fastifyMessagesByStatus[error.statusCode ?? 400] ?? 'malformedRequest';
}

export function registerErrorHandling(server: FastifyInstance): void {
  server.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterSeconds } = toRestError(error, requestLanguage(request));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(status).send(body);
  });
}
