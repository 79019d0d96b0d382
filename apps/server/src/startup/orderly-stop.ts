type ErrorType = abstract new (...args: never[]) => Error;

/**
 * What a long-running process (the launcher, the server) holds, stopped in the reverse order it was started: whatever
 * was started last depends on what came before (the worker on the server, both on the database).
 */
export function orderlyStop() {
  const cleanups: Array<() => Promise<void>> = [];
  let stopping = false;

  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0)) {
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  };

  return {
    /** Registers what to stop; the last registered is stopped first. */
    add(cleanup: () => Promise<void>): void {
      cleanups.unshift(cleanup);
    },
    get stopping(): boolean {
      return stopping;
    },
    /** Stops everything once (later calls do nothing) and ends the process with `exitCode`. */
    async stop(exitCode = 0): Promise<void> {
      if (stopping) return;
      stopping = true;
      await runCleanups();
      process.exit(exitCode);
    },
    /**
     * Ends a start that failed: a problem the person starting AdFleet can fix (one of `actionable`) is printed as one
     * clear sentence without a stack trace, anything else whole; what had started is stopped.
     */
    async failStart(error: unknown, actionable: readonly ErrorType[]): Promise<void> {
      const clear = actionable.some((type) => error instanceof type);
      console.error(clear ? `\nAdFleet could not start: ${(error as Error).message}\n` : error);
      stopping = true;
      await runCleanups();
      process.exit(1);
    },
  };
}
