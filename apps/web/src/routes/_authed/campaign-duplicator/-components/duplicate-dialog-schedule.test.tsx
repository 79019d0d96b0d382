import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { accountStatus, batchStatus, preflightTarget } from '@/test/clone-answers';
import type { InputOf, OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { campaignFixture } from './campaign-fixture';
import type { AdAccount } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';
import { localInputValue } from './start-time-model';

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const account: AdAccount = { id: 'id-act_1', name: 'Store A', adAccountId: 'act_1', platformId: 1, hasValidToken: true, status: 'ACTIVE', currency: 'USD', timezoneName: null, lastSyncedAt: null };
const batchId = '00000000-0000-4000-8000-000000000009';

function preflight({ targetAccounts }: InputOf<'clone.preflight'>): OutputOf<'clone.preflight'> {
  return {
    targets: targetAccounts.map((adAccountId) =>
      preflightTarget(adAccountId, { accountName: 'Store A', pages: [{ id: 'p1', name: 'Page 1' }], pixels: [{ id: 'x1', name: 'Pixel 1' }], needsPage: true, needsPixel: true, pageId: 'p1', pixelId: 'x1' }),
    ),
  };
}

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog: start immediately or schedule', () => {
  it('refuses a past time, then sends the chosen time as options.startAt and shows the batch scheduled for it', async () => {
    const startAt = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    startAt.setSeconds(0, 0);
    const sent: Array<InputOf<'clone.start'>> = [];
    const row = { success: false, accountName: 'Store A', message: userMessage('cloneScheduledTarget'), error: null, adAccountId: 'act_1', warnings: [], createdIds: { adSetIds: [], creativeIds: [], adIds: [] } };
    renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign: campaignFixture() }} onClose={vi.fn()} accounts={{ data: [account], isPending: false, isError: false, refetch: vi.fn() }} mode="sandbox" />, {
      answers: {
        'clone.preflight': preflight,
        'workspaces.list': () => NO_WORKSPACES,
        'clone.start': (input) => {
          sent.push(input);
          return { batchId, status: 'scheduled', results: null };
        },
        'clone.status': () =>
          batchStatus({
            batchId,
            status: 'scheduled',
            startsAt: startAt,
            accounts: [accountStatus(row, { targetId: '00000000-0000-4000-8000-00000000000a', state: 'queued', stepsDone: 0, stepsTotal: 0 })],
            successCount: 0,
            errorCount: 0,
          }),
      },
    });
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
