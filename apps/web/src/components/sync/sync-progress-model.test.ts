import { userMessage } from '@adfleet/core/messages';
import { describe, expect, it } from 'vitest';
import { platformSyncRunning, runsOfPlatform, syncProgressOf } from './sync-progress-model';

const run = (adAccountId: string | null, status: 'queued' | 'running' | 'succeeded' | 'failed', kind: 'connection' | 'ad_account' = 'ad_account', platformId = 1) => ({
  kind,
  platformId,
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

describe("one platform's sync", () => {
  const runs = [run('act_1', 'succeeded'), run('7001', 'running', 'ad_account', 2), run(null, 'queued', 'connection', 2)];

  it("keeps that platform's runs, or every platform's for none", () => {
    expect(runsOfPlatform(runs, 2).map((candidate) => candidate.adAccountId)).toEqual(['7001', null]);
    expect(runsOfPlatform(runs, 1).map((candidate) => candidate.adAccountId)).toEqual(['act_1']);
    expect(runsOfPlatform(runs, null)).toHaveLength(3);
  });

  it('runs while one of its own runs is open, not while only another platform syncs', () => {
    expect(platformSyncRunning({ running: true, runs }, 2)).toBe(true);
    expect(platformSyncRunning({ running: true, runs }, 1)).toBe(false);
    expect(platformSyncRunning({ running: true, runs }, null)).toBe(true);
    // Runs the server counts as lost (it says nothing runs) are no sync in progress.
    expect(platformSyncRunning({ running: false, runs }, 2)).toBe(false);
    expect(platformSyncRunning(undefined, null)).toBe(false);
  });
});
