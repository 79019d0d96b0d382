import type { AppRouter } from '@adfleet/server/trpc';
import { errorCodes } from '@adfleet/core/errors';
import { hasMessageCode, type MessageCode, type UserMessage } from '@adfleet/core/messages';
import { TRPCClientError } from '@trpc/client';
import type { ParseKeys } from 'i18next';
import { getI18n } from 'react-i18next';

/** An answer that was not tRPC's JSON (a proxy's 502 page, say): only its status is worth keeping. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  readonly status: number;

  constructor(status: number) {
    super(`HTTP ${status}`);
    this.status = status;
  }
}

/** The HTTP status a failed call got, or null when no answer came back (offline, refused, aborted). */
export function httpStatusOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  if (error.cause instanceof HttpStatusError) return error.cause.status;
  return (error as TRPCClientError<AppRouter>).data?.httpStatus ?? null;
}

/**
 * The `errors` text to show for a failed call. A server fault's own words never reach users: 5xx and anything
 * unrecognised map to a generic message, known application codes to their own.
 */
export function errorMessageKey(error: unknown): ParseKeys<'errors'> {
  if (!(error instanceof TRPCClientError)) return 'internal';
  const status = httpStatusOf(error);
  if (status === null) return 'network';
  if (status === 503) return 'serviceUnavailable';
  if (status >= 500) return 'internal';
  const appCode = (error as TRPCClientError<AppRouter>).data?.appCode;
  return appCode && appCode in errorCodes ? withoutNamespace(errorCodes[appCode].i18nKey) : 'internal';
}

function withoutNamespace<K extends string>(key: `errors:${K}`): K {
  return key.slice('errors:'.length) as K;
}

/** tRPC's message when an answer is JSON but not a tRPC answer. */
const UNTRANSFORMABLE_ANSWER = 'Unable to transform response from server';

/** The server answered, but with something that is not a tRPC answer (not JSON, or JSON of the wrong shape). */
export function isUnparseableAnswer(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const cause: unknown = error.cause;
  return cause instanceof SyntaxError || (cause instanceof Error && cause.message === UNTRANSFORMABLE_ANSWER);
}

/** A 4xx tRPC answer's own message (a code to word in the UI language); null for anything else (5xx words are never shown). */
export function clientErrorMessageOf(error: unknown): UserMessage | null {
  if (!(error instanceof TRPCClientError) || error.cause instanceof HttpStatusError) return null;
  const status = httpStatusOf(error);
  if (status === null || status < 400 || status >= 500) return null;
  return asUserMessage((error as TRPCClientError<AppRouter>).data?.userMessage);
}

/** A message as the server sent it, or null when it is not one this build can word. */
function asUserMessage(value: unknown): UserMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (!isKnownMessageCode(code)) return null;
  return { code, params: typeof params === 'object' && params !== null ? (params as UserMessage['params']) : {} };
}

/**
 * Whether the app's texts word `code`: the shell loads the `messages` namespace before the first paint, and with no
 * texts yet no code is known, so the caller's own text shows.
 */
function isKnownMessageCode(code: unknown): code is MessageCode {
  const i18n = getI18n();
  return typeof code === 'string' && i18n !== undefined && hasMessageCode(i18n, code);
}

/** Seconds a rate-limited caller should wait before trying again, when the server said; null otherwise. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const seconds = (error as TRPCClientError<AppRouter>).data?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** The server's per-field messages of a rejected input (first message of each field), keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, UserMessage> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error as TRPCClientError<AppRouter>).data?.fieldErrors;
  const result: Record<string, UserMessage> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const first = asUserMessage(messages?.[0]);
    if (first) result[field] = first;
  }
  return result;
}
