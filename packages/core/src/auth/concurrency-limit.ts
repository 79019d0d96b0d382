/**
 * Runs at most `limit` tasks at once; the rest wait their turn in arrival order. Work that needs much memory per run
 * (a password hash) goes through one, so a burst costs time rather than memory.
 */
export function createConcurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A concurrency limit must be a whole number of at least 1 (got ${limit})`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The next in line takes this slot over, so `running` only drops when no one waits.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
