import pWaitFor, { TimeoutError } from 'p-wait-for';

/** A deliberate pause: a hold window the trial models, never a wait for something to happen (that is `waitFor`). */
export { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `probe` every 20 ms until it returns a value. On timeout the error names `what` and carries what `explain`
 * says is still open. For the trials and the benches, which also run outside vitest (so not `vi.waitFor`).
 */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, explain?: () => Promise<unknown>): Promise<T> {
  try {
    return await pWaitFor(
      async () => {
        const value = await probe();
        return value === undefined ? false : pWaitFor.resolveWith(value);
      },
      { interval: 20, timeout: timeoutMs },
    );
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
    throw new Error(`timed out waiting for ${what}${explain ? `: ${JSON.stringify(await explain())}` : ''}`, { cause: error });
  }
}
