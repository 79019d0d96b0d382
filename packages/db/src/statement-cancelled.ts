/** PostgreSQL's SQLSTATE `query_canceled`: the statement ran past `statement_timeout`, or an operator cancelled it. */
const QUERY_CANCELED = '57014';

/**
 * True when PostgreSQL cancelled the statement rather than refused it: it ran (or waited for a lock) past its time
 * limit, or an operator ended it. The request may be fine and the database too busy or the work too large for the
 * budget; callers answer "unavailable" instead of a server fault. Its transaction, if any, is rolled back.
 */
export function isStatementCancelled(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === QUERY_CANCELED;
}
