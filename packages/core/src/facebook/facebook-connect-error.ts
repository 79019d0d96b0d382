import { AppError } from '../errors/app-error.ts';
import type { AppErrorCode } from '../errors/error-codes.ts';
import type { UserMessage } from '../messages/index.ts';

/**
 * A failed Facebook connection, carrying OAuth-style `error` and `error_reason` values so the browser flow can send
 * the visitor to /login with them (which the sign-in screen shows), while API callers get the AppError.
 */
export class FacebookConnectError extends AppError {
  override name = 'FacebookConnectError';
  readonly oauthError: string;
  readonly oauthReason: string;
  /** The permissions Meta did not grant, for a `missing_scope` refusal: the sign-in screen names them. */
  readonly missingScopes: readonly string[];

  constructor(
    code: AppErrorCode,
    oauthError: string,
    oauthReason: string,
    message: UserMessage,
    options: { cause?: unknown; missingScopes?: readonly string[] } = {},
  ) {
    super(code, message, options);
    this.oauthError = oauthError;
    this.oauthReason = oauthReason;
    this.missingScopes = options.missingScopes ?? [];
  }
}
