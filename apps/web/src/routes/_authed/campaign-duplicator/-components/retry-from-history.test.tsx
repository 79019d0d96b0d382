import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accountStatus, batchStatus, historyItem } from '@/test/clone-answers';
import type { CallWatcher } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { CloneHistoryCard } from './clone-history-card';
import type { DuplicateTarget } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';

const batchId = '00000000-0000-4000-8000-0000000000c1';
const targetIds = ['00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-0000000000d3'];
const names = ['Store A', 'Store B', 'Store C'];

function accountRow(index: number, succeeded: boolean) {
  const accountName = names[index] ?? '';
  const result = {
    success: succeeded,
    accountName,
    adAccountId: `act_${index + 1}`,
    message: userMessage(succeeded ? 'cloneSucceeded' : 'cloneFailed', { account: accountName }),
    error: succeeded ? null : userMessage('cloneMetaRefused', { errorCode: '100', detail: 'Invalid parameter' }),
    campaignId: succeeded ? `90${index}` : undefined,
    warnings: [],
    createdIds: { campaignId: `90${index}`, adSetIds: ['911'], creativeIds: [], adIds: [] },
  };
  return accountStatus(result, { targetId: targetIds[index] ?? '', state: succeeded ? 'succeeded' : 'failed', stepsDone: succeeded ? 9 : 2, stepsTotal: 9 });
}

/** The Duplicator's history and dialog as the page wires them: a history row opens its batch's results. */
function HistoryAndDialog() {
  const [target, setTarget] = useState<DuplicateTarget | null>(null);
  return (
    <>
      <CloneHistoryCard onOpen={(id) => setTarget({ kind: 'batch', batchId: id })} />
      <DuplicateDialog target={target} onClose={() => setTarget(null)} accounts={{ data: [], isPending: false, isError: false, refetch: vi.fn() }} mode="sandbox" />
    </>
  );
}

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('retrying failed accounts from the clone history', () => {
  it.each(['en', 'es'] as const)('a batch with failures offers its retries from its history row, and "retry all failed" sends them in one call (%s)', async (language) => {
    let retried = false;
    const rows = () => [accountRow(0, true), accountRow(1, retried), accountRow(2, retried)];
    const errorCount = () => rows().filter((row) => !row.success).length;
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<HistoryAndDialog />, {
      answers: {
        'clone.history': () => ({
          items: [historyItem(batchId, { sourceCampaignName: 'Summer sale', nameTemplate: '{name}', targetCount: 3, accountCount: 3, successCount: 3 - errorCount(), errorCount: errorCount(), status: 'completed' })],
          nextCursor: null,
        }),
        'clone.status': () => batchStatus({ batchId, status: 'completed', accounts: rows(), successCount: 3 - errorCount(), errorCount: errorCount() }),
        'workspaces.list': () => NO_WORKSPACES,
        'clone.retryFailed': () => {
          retried = true;
          return { batchId, targetIds: targetIds.slice(1) };
        },
      },
      onCall,
      language,
    });
    const texts = language === 'en' ? { open: 'Retry failed accounts of Summer sale', all: 'Retry all 2 failed accounts' } : { open: 'Reintentar fallidas de Summer sale', all: 'Reintentar las 2 cuentas fallidas' };

    fireEvent.click(await screen.findByRole('button', { name: texts.open }));
    // Each failed row has its own retry, beside the one for all of them.
    await waitFor(() => expect(screen.getAllByTestId('clone-retry').length).toBeGreaterThanOrEqual(2));
    fireEvent.click(screen.getByRole('button', { name: texts.all }));
    await waitFor(() => expect(onCall).toHaveBeenCalledWith('clone.retryFailed', { batchId }));
    await waitFor(() => expect(screen.getByTestId('clone-results').querySelectorAll('tr[data-state="succeeded"]')).toHaveLength(3));
    expect(screen.queryByTestId('clone-retry-failed')).toBeNull();
    expect(screen.queryAllByTestId('clone-retry')).toEqual([]);
    expect(onCall.mock.calls.filter(([path]) => path === 'clone.retry')).toEqual([]);
    // The history row, read again, no longer asks for a retry.
    await waitFor(() => expect(screen.queryByTestId('history-retry-failed')).toBeNull());
  });
});
