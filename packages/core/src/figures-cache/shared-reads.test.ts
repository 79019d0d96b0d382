import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads.ts';

/** A read per call, each answering when released, recording when it started and what it saw. */
function controlledReads() {
  let value = 0;
  const started: Array<{ key: string; saw: number; release: () => void }> = [];
  const read = (key: string) =>
    new Promise<number>((resolve) => {
      const saw = value;
      started.push({ key, saw, release: () => resolve(saw) });
    });
  return { read, started, write: () => (value += 1) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('shared reads', () => {
  it('gives callers who came while a read ran the next read, started after them, never the running one', async () => {
    const reads = controlledReads();
    const read = sharedReads(reads.read);
    const first = read('w1');
    reads.write();
    // Came after the write: must not get the first read's answer, which may have started before it.
    const second = read('w1');
    const third = read('w1');
    expect(reads.started).toHaveLength(1);
    reads.started[0]!.release();
    expect(await first).toBe(0);
    await tick();
    expect(reads.started).toHaveLength(2);
    reads.started[1]!.release();
    expect(await Promise.all([second, third])).toEqual([1, 1]);
  });

  it('starts a read at once when none runs, and keeps keys apart', async () => {
    const reads = controlledReads();
    const read = sharedReads(reads.read);
    const a = read('w1');
    const b = read('w2');
    expect(reads.started.map((started) => started.key)).toEqual(['w1', 'w2']);
    for (const started of reads.started) started.release();
    expect(await Promise.all([a, b])).toEqual([0, 0]);
    const again = read('w1');
    expect(reads.started).toHaveLength(3);
    reads.started[2]!.release();
    expect(await again).toBe(0);
  });

  it('passes a failed read\'s error to its callers only, and reads again for the next ones', async () => {
    let calls = 0;
    const read = sharedReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('pool busy');
      return 'v2';
    });
    const failed = read('w1');
    const later = read('w1');
    await expect(failed).rejects.toThrow('pool busy');
    expect(await later).toBe('v2');
    expect(calls).toBe(2);
  });
});
