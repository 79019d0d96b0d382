import { describe, expect, it } from 'vitest';
import { workerNodeOptions } from './worker-node-options.ts';

describe('the worker’s NODE_OPTIONS', () => {
  it('keeps every option of the server’s but its old-generation cap, in either spelling', () => {
    expect(workerNodeOptions('--max-semi-space-size=4 --max-old-space-size=192')).toBe('--max-semi-space-size=4');
    expect(workerNodeOptions('--max_old_space_size=192  --enable-source-maps')).toBe('--enable-source-maps');
  });

  it('leaves options without a cap as they are, and no options as none', () => {
    expect(workerNodeOptions('--enable-source-maps')).toBe('--enable-source-maps');
    expect(workerNodeOptions(undefined)).toBeUndefined();
  });
});
