import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './supervised-process.ts';

describe('restarting a process that died', () => {
  it('waits a second after it ran a while, doubling after each quick exit up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(restartDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
