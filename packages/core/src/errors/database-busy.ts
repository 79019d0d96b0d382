import { isPoolExhausted } from '@adfleet/db';
import { userMessage } from '../messages/index.ts';
import { AppError } from './app-error.ts';

/** Long enough for a burst to drain, short enough that a client's retry finds the pool free. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * An error as the edges report it when the database's connection pool stayed full for the whole wait: 503 with a
 * Retry-After (SERVICE_UNAVAILABLE), not a 500: the request itself was fine, and the statement that waited never ran. Any other error is returned as it is.
 */
export function asDatabaseBusy(error: unknown): unknown {
  if (!isPoolExhausted(error)) return error;
  return new AppError('SERVICE_UNAVAILABLE', userMessage('serviceUnavailable'), { cause: error, retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS });
}
