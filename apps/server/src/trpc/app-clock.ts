import { AsyncLocalStorage } from 'node:async_hooks';
import { setSchemaClock } from '@adfleet/core';

/**
 * The app's clock (`deps.now`) for everything a call runs, input schemas included: they read "today" through core's
 * schema clock, which cannot take Node modules (the web runs the same schemas), so it is pointed here once. Outside a
 * call it is the real clock. One clock, so a test that freezes `deps.now` freezes validation too (ADR 0069).
 */
const appClock = new AsyncLocalStorage<() => Date>();
const realClock = () => new Date();

setSchemaClock(() => (appClock.getStore() ?? realClock)());

/** Runs `work` (a procedure's remaining chain, a REST route's own parsing) with `now` as the schemas' clock. */
export function withAppClock<T>(now: () => Date, work: () => T): T {
  return appClock.run(now, work);
}
