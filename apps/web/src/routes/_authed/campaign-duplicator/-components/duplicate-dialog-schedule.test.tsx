import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { renderWithProviders } from '@/test/render-with-providers';
import { campaignFixture } from './campaign-fixture';
import type { AdAccount } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';
import { localInputValue } from './start-time-model';

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const account: AdAccount = { id: 'id-act_1', name: 'Store A', adAccountId: 'act_1', platformId: 1, hasValidToken: true, status: 'ACTIVE', currency: 'USD', timezoneName: null, lastSyncedAt: null };
const batchId = '00000000-0000-4000-8000-000000000009';

function preflight(input: unknown) {
  const { targetAccounts } = input as { targetAccounts: string[] };
  return {
    targets: targetAccounts.map((adAccountId) => ({
      adAccountId,
      accountName: 'Store A',
      currency: 'USD',
      pages: [{ id: 'p1', name: 'Page 1' }],
      pixels: [{ id: 'x1', name: 'Pixel 1' }],
      needsPage: true,
      needsPixel: true,
      pageId: 'p1',
      pixelId: 'x1',
      minimumBudget: 1,
      problems: [],
    })),
  };
}

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog: start immediately or schedule', () => {
  it('refuses a past time, then sends the chosen time as options.startAt and shows the batch scheduled for it', async () => {
    const startAt = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    startAt.setSeconds(0, 0);
    const sent: unknown[] = [];
    const handler = (path: string, input: unknown) => {
      if (path === 'clone.preflight') return preflight(input);
      if (path === 'clone.start') {
        sent.push(input);
        return { batchId, status: 'scheduled', results: null };
      }
      if (path === 'clone.status') {
        const row = { success: false, accountName: 'Store A', message: { code: 'cloneScheduledTarget', params: {} }, error: null, adAccountId: 'act_1', warnings: [], createdIds: { adSetIds: [], creativeIds: [], adIds: [] } };
        return {
          batchId,
          status: 'scheduled',
          sourceCampaign: { id: '1', name: 'Summer sale' },
          createdAt: new Date(),
          startsAt: startAt,
          accounts: [{ ...row, targetId: '00000000-0000-4000-8000-00000000000a', currency: 'USD', state: 'queued', stepsDone: 0, stepsTotal: 0 }],
          successCount: 0,
          errorCount: 0,
        };
      }
      throw new Error(`unexpected ${path}`);
    };
    renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign: campaignFixture() }} onClose={vi.fn()} accounts={{ data: [account], isPending: false, isError: false, refetch: vi.fn() }} mode="sandbox" />, { handler });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Store A/ }));
    expect(screen.getByRole('radio', { name: 'Start immediately' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Schedule' }));
    const at = screen.getByLabelText('Start date and time');
    fireEvent.change(at, { target: { value: localInputValue(new Date(Date.now() - 60 * 60 * 1000)) } });
    const submit = screen.getByRole('button', { name: 'Schedule duplication' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(at, { target: { value: localInputValue(startAt) } });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ targetAccounts: ['act_1'], options: { startAt: startAt.toISOString() } });

    const dialog = await screen.findByTestId('duplicate-dialog');
    expect(await within(dialog).findByText('Duplication scheduled')).toBeTruthy();
    expect(within(dialog).getByTestId('clone-scheduled-for').textContent).toBe(`Scheduled for ${formatDateTime(startAt, 'en')}`);
    expect(dialog.querySelector('[data-account-id="act_1"]')?.getAttribute('data-state')).toBe('queued');
  });
});
