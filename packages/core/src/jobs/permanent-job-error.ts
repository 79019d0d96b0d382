/**
 * Thrown by a job handler when trying again cannot help (a dead token, a bad request): the worker fails the job
 * terminally instead of spending its retries.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
