import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/hooks/use-toast';
import { toast } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { historyItem } from '@/test/clone-answers';
import { type FakeAnswers, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { CLONE_HISTORY_POLL_MS } from './clone-api';
import { CloneHistoryCard } from './clone-history-card';

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const startsAt = new Date('2026-12-01T09:30:00Z');
const scheduled = historyItem('b-scheduled', { status: 'scheduled', startsAt });
const cancelled = historyItem('b-cancelled', { status: 'cancelled', startsAt });

/** A server holding the two batches; `cancel` answers clone.cancel (and the history then shows what it did). */
function server(cancel: NonNullable<FakeAnswers['clone.cancel']>) {
  let items = [scheduled, cancelled];
  const calls: Array<{ batchId: string }> = [];
  const answers: FakeAnswers = {
    'clone.history': () => ({ items, nextCursor: null }),
    'workspaces.list': () => NO_WORKSPACES,
    'clone.cancel': async (input, context) => {
      calls.push(input);
      const answer = await cancel(input, context);
      items = items.map((row) => (row.batchId === scheduled.batchId ? { ...row, status: 'cancelled' } : row));
      return answer;
    },
  };
  return { answers, calls };
}

const rowOf = (batchId: string) => document.querySelector(`[data-batch-id="${batchId}"]`) as HTMLElement;

describe('CloneHistoryCard: scheduled and cancelled batches', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('shows a scheduled batch with its start time and a Cancel button, and a cancelled one as cancelled without it', async () => {
    const { answers } = server(() => ({ batchId: scheduled.batchId, cancelled: 2 }));
    renderWithProviders(<CloneHistoryCard onOpen={vi.fn()} />, { answers, language: 'es' });
    await screen.findByTestId('clone-history');

    const row = rowOf(scheduled.batchId);
    expect(within(row).getAllByText('Programada').length).toBeGreaterThan(0);
    expect(within(row).getByTestId('clone-scheduled-for').textContent).toBe(`Programada para el ${formatDateTime(startsAt, 'es')}`);
    expect(within(row).getByTestId('clone-cancel')).toBeTruthy();

    const done = rowOf(cancelled.batchId);
    expect(within(done).getAllByText('Cancelada').length).toBeGreaterThan(0);
    expect(within(done).queryByTestId('clone-cancel')).toBeNull();
    expect(within(done).queryByTestId('clone-scheduled-for')).toBeNull();
  });

  it('cancels only after the confirmation, then shows the batch cancelled', async () => {
    const { answers, calls } = server(() => ({ batchId: scheduled.batchId, cancelled: 2 }));
    renderWithProviders(<CloneHistoryCard onOpen={vi.fn()} />, { answers });
    await screen.findByTestId('clone-history');

    fireEvent.click(within(rowOf(scheduled.batchId)).getByTestId('clone-cancel'));
    const confirm = await screen.findByTestId('clone-cancel-confirm');
    expect(confirm.textContent).toContain(`Campaign b-scheduled will not be duplicated on ${formatDateTime(startsAt, 'en')}`);
    // Keeping it asks nothing of the server.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByTestId('clone-cancel-confirm')).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(within(rowOf(scheduled.batchId)).getByTestId('clone-cancel'));
    fireEvent.click(within(await screen.findByTestId('clone-cancel-confirm')).getByRole('button', { name: 'Cancel duplication' }));
    await waitFor(() => expect(calls).toEqual([{ batchId: scheduled.batchId }]));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Scheduled duplication cancelled', variant: 'success' }));
    await waitFor(() => expect(within(rowOf(scheduled.batchId)).queryByTestId('clone-cancel')).toBeNull());
    expect(within(rowOf(scheduled.batchId)).getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('says why when the server refuses (the batch started meanwhile)', async () => {
    const { answers } = server(() => {
      throw trpcError(409, 'CONFLICT', userMessage('cloneCancelStarted'));
    });
    renderWithProviders(<CloneHistoryCard onOpen={vi.fn()} />, { answers });
    await screen.findByTestId('clone-history');
    fireEvent.click(within(rowOf(scheduled.batchId)).getByTestId('clone-cancel'));
    fireEvent.click(within(await screen.findByTestId('clone-cancel-confirm')).getByRole('button', { name: 'Cancel duplication' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'This clone has already started, so it can no longer be cancelled.', variant: 'destructive' })),
    );
  });
});

describe('CloneHistoryCard: a batch that runs', () => {
  it('reads the history again until the batch ends, then offers its failed account’s retry without a reload', async () => {
    const running = historyItem('b-running', { successCount: 1 });
    let calls = 0;
    const answers: FakeAnswers = {
      'clone.history': () => {
        calls += 1;
        return { items: [calls === 1 ? running : { ...running, status: 'completed', errorCount: 1 }], nextCursor: null };
      },
    };
    renderWithProviders(<CloneHistoryCard onOpen={vi.fn()} />, { answers });
    await screen.findByTestId('clone-history');
    expect(within(rowOf(running.batchId)).queryByTestId('history-retry-failed')).toBeNull();
    const retry = await within(rowOf(running.batchId)).findByTestId('history-retry-failed', {}, { timeout: CLONE_HISTORY_POLL_MS * 3 });
    expect(retry.getAttribute('aria-label')).toBe('Retry failed accounts of Campaign b-running');
  });
});
