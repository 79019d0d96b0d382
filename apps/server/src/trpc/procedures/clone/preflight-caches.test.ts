import { describe, expect, it } from 'vitest';
import { PREFLIGHT_CACHE_MS, preflightCachesOf } from './preflight-caches.ts';

/** A server's clock that the test moves, and a read of Meta that counts its calls. */
function server() {
  let now = new Date('2026-11-21T12:00:00Z');
  let reads = 0;
  return {
    deps: { now: () => now },
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    read: async () => ({ kind: 'tokenRejected' as const, read: ++reads }),
    reads: () => reads,
  };
}

describe("the preflight's caches", () => {
  it('reuse a read for a minute of the app clock, then read again', async () => {
    const { deps, advance, read, reads } = server();
    const { targets } = preflightCachesOf(deps);
    expect(await targets.forceFetch('c1:act_1', { context: read })).toEqual({ kind: 'tokenRejected', read: 1 });
    advance(PREFLIGHT_CACHE_MS);
    expect(await targets.forceFetch('c1:act_1', { context: read })).toEqual({ kind: 'tokenRejected', read: 1 });
    advance(1);
    expect(await targets.forceFetch('c1:act_1', { context: read })).toEqual({ kind: 'tokenRejected', read: 2 });
    expect(await targets.forceFetch('c1:act_2', { context: read })).toEqual({ kind: 'tokenRejected', read: 3 });
    expect(reads()).toBe(3);
  });

  it('share one read between callers asking at once, and keep none that failed', async () => {
    const { deps, read, reads } = server();
    const { targets } = preflightCachesOf(deps);
    const both = await Promise.all([targets.forceFetch('c1:act_1', { context: read }), targets.forceFetch('c1:act_1', { context: read })]);
    expect([both, reads()]).toEqual([[{ kind: 'tokenRejected', read: 1 }, { kind: 'tokenRejected', read: 1 }], 1]);
    await expect(targets.forceFetch('c1:act_9', { context: () => Promise.reject(new Error('Meta is down')) })).rejects.toThrow('Meta is down');
    expect(await targets.forceFetch('c1:act_9', { context: read })).toEqual({ kind: 'tokenRejected', read: 2 });
  });

  it('are one pair per server', () => {
    const first = server().deps;
    expect(preflightCachesOf(first)).toBe(preflightCachesOf(first));
    expect(preflightCachesOf(first)).not.toBe(preflightCachesOf(server().deps));
  });
});
