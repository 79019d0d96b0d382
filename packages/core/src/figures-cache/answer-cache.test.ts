import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

/** A computation that answers when told to, counting how often it ran. */
function controlled<T>(value: T) {
  let runs = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    compute: async () => {
      runs += 1;
      await gate;
      return value;
    },
    release: () => release(),
    runs: () => runs,
  };
}

const one = () => 1;

describe('the answer cache', () => {
  it('lets callers asking one key at one version at once share a single computation', async () => {
    const cache = createAnswerCache({ maxWeight: 10 });
    const computation = controlled('figures');
    const answers = [cache.answer('k', 'v1', computation.compute, one), cache.answer('k', 'v1', computation.compute, one)];
    computation.release();
    expect(await Promise.all(answers)).toEqual(['figures', 'figures']);
    expect(computation.runs()).toBe(1);
    expect(await cache.answer('k', 'v1', computation.compute, one)).toBe('figures');
    expect(computation.runs()).toBe(1);
  });

  it('computes again for another version and keeps only the newest', async () => {
    const cache = createAnswerCache({ maxWeight: 10 });
    await cache.answer('k', 'v1', async () => 'old', one);
    expect(await cache.answer('k', 'v2', async () => 'new', one)).toBe('new');
    expect(cache.holds('k', 'v1')).toBe(false);
    expect(cache.holds('k', 'v2')).toBe(true);
  });

  it('keeps nothing from a computation that failed', async () => {
    const cache = createAnswerCache({ maxWeight: 10 });
    await expect(cache.answer('k', 'v1', () => Promise.reject(new Error('database gone')), one)).rejects.toThrow('database gone');
    expect(cache.holds('k', 'v1')).toBe(false);
    expect(await cache.answer('k', 'v1', async () => 'figures', one)).toBe('figures');
  });

  it('stays within its weight, letting the least recently read answer go first', async () => {
    const cache = createAnswerCache({ maxWeight: 5 });
    await cache.answer('a', 'v', async () => 'A', () => 2);
    await cache.answer('b', 'v', async () => 'B', () => 2);
    await cache.answer('a', 'v', async () => 'unused', () => 2);
    await cache.answer('c', 'v', async () => 'C', () => 2);
    expect(['a', 'b', 'c'].map((key) => cache.holds(key, 'v'))).toEqual([true, false, true]);
    await cache.answer('huge', 'v', async () => 'H', () => 6);
    expect(cache.holds('huge', 'v')).toBe(false);
  });
});
