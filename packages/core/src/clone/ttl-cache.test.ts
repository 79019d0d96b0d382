import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('answers from the cache until the entry expires, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, now: () => now });
    const load = () => Promise.resolve(++loads);
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
    expect(await cache.getOrLoad('b', load)).toBe(3);
  });

  it('shares one load between concurrent callers and forgets a failed load', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, now: () => 0 });
    const [first, second] = await Promise.all([cache.getOrLoad('a', async () => ++loads), cache.getOrLoad('a', async () => ++loads)]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
    await expect(cache.getOrLoad('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('b', async () => 7)).toBe(7);
  });

  it('drops entries beyond its size', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => 0, maxEntries: 2 });
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    await cache.getOrLoad('c', async () => 'c1');
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
  });
});
