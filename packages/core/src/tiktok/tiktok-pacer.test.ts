import { describe, expect, it } from 'vitest';
import { createTikTokPacer } from './tiktok-pacer.ts';

/** A pacer on a clock that only its own waits move, and the times each call was let through. */
function pacedStarts(calls: string[], perSecond: number, endpointPerSecond: Record<string, number> = {}, marginMs = 0) {
  let clock = 0;
  const pacer = createTikTokPacer({ perSecond, endpointPerSecond, marginMs, now: () => clock, sleep: async (ms) => void (clock += ms) });
  return (async () => {
    const starts: { path: string; at: number }[] = [];
    for (const path of calls) {
      await pacer.slot(path);
      starts.push({ path, at: clock });
    }
    return starts;
  })();
}

const mostInAnySecond = (times: number[]) => Math.max(...times.map((at) => times.filter((other) => other >= at && other < at + 1_000).length));

describe('TikTok pacer', () => {
  it('lets at most the app’s per-second count start in any second', async () => {
    const starts = await pacedStarts(Array.from({ length: 10 }, () => '/campaign/get/'), 3);
    expect(starts.map(({ at }) => at)).toEqual([0, 0, 0, 1_000, 1_000, 1_000, 2_000, 2_000, 2_000, 3_000]);
  });

  it('keeps a margin past each second, so a burst that arrives late does not meet the next one in TikTok’s window', async () => {
    const starts = await pacedStarts(Array.from({ length: 7 }, () => '/campaign/get/'), 3, {}, 250);
    expect(starts.map(({ at }) => at)).toEqual([0, 0, 0, 1_250, 1_250, 1_250, 2_500]);
  });

  it('holds an endpoint to its own lower limit without slowing the others', async () => {
    const calls = ['/ad/create/', '/ad/create/', '/ad/create/', '/adgroup/get/', '/adgroup/get/'];
    const starts = await pacedStarts(calls, 10, { '/ad/create/': 2 });
    const creates = starts.filter(({ path }) => path === '/ad/create/').map(({ at }) => at);
    expect(mostInAnySecond(creates)).toBe(2);
    expect(starts.filter(({ path }) => path === '/adgroup/get/').map(({ at }) => at)).toEqual([1_000, 1_000]);
  });

  it('stops waiting when the job is stopped', async () => {
    const pacer = createTikTokPacer({ perSecond: 1, endpointPerSecond: {}, now: () => 0, sleep: async () => {} });
    await pacer.slot('/campaign/get/');
    const stop = new AbortController();
    stop.abort(new Error('worker stopping'));
    await expect(pacer.slot('/campaign/get/', stop.signal)).rejects.toThrow('worker stopping');
  });
});
