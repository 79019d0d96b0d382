/** pg-pool's own words when no connection frees up within `connectionTimeoutMillis` (it has no error code). */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * True when a query could not start because every pooled connection stayed busy for the whole wait: the database is
 * overloaded or slow, not the request wrong, so callers answer "busy, try again" rather than a server fault.
 */
export function isPoolExhausted(error: unknown): boolean {
  return error instanceof Error && error.message === POOL_TIMEOUT_MESSAGE;
}
