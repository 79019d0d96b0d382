import type { AppErrorCode } from './error-codes.ts';

/**
 * The one error type services throw on purpose. Its code decides the tRPC code, the HTTP status and the i18n key
 * (see error-codes.ts); anything else thrown is an unexpected failure and reaches users only as a generic message.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  /** Per-field messages for validation failures, keyed by the input's field name. */
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** For RATE_LIMITED: when the caller may try again, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { cause?: unknown; fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
