import { isPoolExhausted, isStatementCancelled } from '@adfleet/db';
import { userMessage } from '../messages/index.ts';
import { AppError } from './app-error.ts';

/** Long enough for a burst to drain, short enough that a client's retry finds the pool free. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * An error as the edges report it when the database could not serve the request in time: 503 (SERVICE_UNAVAILABLE),
 * not a 500, since the request itself was fine. Either the connection pool stayed full for the whole wait (the
 * statement never ran; a retry a second later likely finds a connection, so Retry-After says so), or PostgreSQL
 * cancelled a statement that ran past the request path's time limit (ADR 0072; repeating the same request at once
 * would likely cost as much again, so no Retry-After, and the message says to narrow it). Any other error is returned
 * as it is.
 */
export function asDatabaseBusy(error: unknown): unknown {
  if (isPoolExhausted(error)) {
    return new AppError('SERVICE_UNAVAILABLE', userMessage('serviceUnavailable'), { cause: error, retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS });
  }
  if (isStatementCancelled(error)) return new AppError('SERVICE_UNAVAILABLE', userMessage('requestTookTooLong'), { cause: error });
  return error;
}
