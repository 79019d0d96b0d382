import { userMessage } from '@adfleet/core/messages';
import { describe, expect, it } from 'vitest';
import { syncOutcomeOf } from './sync-outcome';

describe('syncOutcomeOf', () => {
  it('counts the synced accounts and names the failed ones with their reason', () => {
    const metaError = userMessage('syncRunMetaError', { errorCode: 100, detail: 'Invalid parameter' });
    const outcome = syncOutcomeOf([
      { adAccountId: 'act_1', name: 'Zeta', status: 'failed', error: metaError },
      { adAccountId: 'act_2', name: 'Alpha', status: 'succeeded', error: null },
      { adAccountId: 'act_3', name: null, status: 'failed', error: null },
      { adAccountId: 'act_4', name: 'Beta', status: 'succeeded', error: null },
    ]);
    expect(outcome).toEqual({
      synced: 2,
      failures: [
        { name: 'act_3', error: null },
        { name: 'Zeta', error: metaError },
      ],
    });
  });
});
