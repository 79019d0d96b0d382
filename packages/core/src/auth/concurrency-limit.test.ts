import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';

describe('createConcurrencyLimit', () => {
  it('never runs more than the limit at once, runs every task, and in arrival order', async () => {
    const limited = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        limited(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          if (i === 4) throw new Error('task 4 fails');
          return i;
        }).catch((error: Error) => error.message),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results).toEqual([0, 1, 2, 3, 'task 4 fails', 5, 6, 7, 8]);
  });

  it('refuses a limit that would run nothing', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(/at least 1/);
  });
});
