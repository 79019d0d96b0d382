import type { UserMessage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import type { AppErrorCode } from './error-codes.ts';

/**
 * The one error type services throw on purpose. Its code decides the tRPC code and the HTTP status (see
 * error-codes.ts); its message is a catalogue code with parameters, worded where it is shown, in the reader's
 * language. Anything else thrown is an unexpected failure and reaches users only as a generic message.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  /** What to tell the person; `message` holds its English words, for logs and tRPC's own `message` field. */
  readonly userMessage: UserMessage;
  /** Per-field messages for validation failures, keyed by the input's field path. */
  readonly fieldErrors: Record<string, UserMessage[]> | undefined;
  /** For RATE_LIMITED: when the caller may try again, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: UserMessage,
    options: { cause?: unknown; fieldErrors?: Record<string, UserMessage[]>; retryAfterSeconds?: number } = {},
  ) {
    super(renderMessage(message, 'en'), { cause: options.cause });
    this.code = code;
    this.userMessage = message;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
