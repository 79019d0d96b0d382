export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value; on timeout the error carries what `explain` says is still open. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, explain?: () => Promise<unknown>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${explain ? `: ${JSON.stringify(await explain())}` : ''}`);
    await sleep(20);
  }
}
