/** PostgreSQL's wire protocol numbers a statement's parameters with 16 bits. */
const MAX_PARAMETERS = 65_535;

/**
 * Runs a multi-row write in as few statements as PostgreSQL allows: a first sync of a big ad account writes tens of
 * thousands of daily rows, far more values than one statement may carry. Callers run it inside their transaction, so
 * the chunks land together or not at all.
 */
export async function inParameterChunks<T, R>(rows: readonly T[], columnsPerRow: number, write: (chunk: readonly T[]) => Promise<R[]>): Promise<R[]> {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columnsPerRow));
  const written: R[] = [];
  for (let start = 0; start < rows.length; start += size) written.push(...(await write(rows.slice(start, start + size))));
  return written;
}
