import { userMessage } from '@adfleet/core/messages';
import { describe, expect, it } from 'vitest';
import { syncProgressOf } from './sync-progress-model';

const run = (adAccountId: string | null, status: 'queued' | 'running' | 'succeeded' | 'failed', kind: 'connection' | 'ad_account' = 'ad_account') => ({
  kind,
  adAccountId,
  status,
  error: status === 'failed' ? userMessage('syncRunUnexpected') : null,
});

describe('syncProgressOf', () => {
  it('keeps the newest run per account and counts finished ones', () => {
    const progress = syncProgressOf(
      [run(null, 'running', 'connection'), run('act_1', 'running'), run('act_2', 'succeeded'), run('act_3', 'failed'), run('act_1', 'succeeded')],
      [
        { adAccountId: 'act_1', name: 'Beta' },
        { adAccountId: 'act_2', name: 'Alpha' },
      ],
    );
    expect(progress.items.map(({ name, status }) => [name, status])).toEqual([
      ['act_3', 'failed'],
      ['Alpha', 'succeeded'],
      ['Beta', 'running'],
    ]);
    expect(progress).toMatchObject({ done: 2, failed: 1, total: 3 });
  });

  it('is empty without account runs', () => {
    expect(syncProgressOf([run(null, 'queued', 'connection')], [])).toEqual({ items: [], done: 0, failed: 0, total: 0 });
  });
});
