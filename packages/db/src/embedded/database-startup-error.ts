/**
 * A database problem the person starting AdFleet can fix. The message says what went wrong and what to do;
 * the launcher prints it as is, without a stack trace.
 */
export class DatabaseStartupError extends Error {
  override name = 'DatabaseStartupError';
}
