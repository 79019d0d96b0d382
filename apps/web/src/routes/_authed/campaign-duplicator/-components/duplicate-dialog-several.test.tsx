import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/hooks/use-toast';
import { accountStatus, batchStatus, preflightTarget } from '@/test/clone-answers';
import { type CallWatcher, type FakeAnswers, type InputOf, type OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { campaignFixture } from './campaign-fixture';
import type { AdAccount } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const summer = campaignFixture({ id: 'c-summer', name: 'Summer sale', dailyBudget: 5000 });
const tokyo = campaignFixture({ id: 'c-tokyo', externalId: '120002', name: 'Tokyo launch', currency: 'JPY', dailyBudget: null, lifetimeBudget: 30000 });
const account = (adAccountId: string, name: string): AdAccount => ({ id: `id-${adAccountId}`, name, adAccountId, platformId: 1, hasValidToken: true, status: 'ACTIVE', currency: 'USD', timezoneName: null, lastSyncedAt: null });
const accountsQuery = { data: [account('act_1', 'Store A'), account('act_2', 'Store B')], isPending: false, isError: false, refetch: vi.fn() };

function preflightAnswer({ targetAccounts }: InputOf<'clone.preflight'>): OutputOf<'clone.preflight'> {
  return {
    targets: targetAccounts.map((adAccountId) =>
      preflightTarget(adAccountId, {
        accountName: adAccountId === 'act_1' ? 'Store A' : 'Store B',
        pages: [{ id: 'p1', name: 'Page 1' }],
        pixels: [{ id: 'x1', name: 'Pixel 1' }],
        needsPage: true,
        needsPixel: true,
        pageId: 'p1',
        pixelId: 'x1',
      }),
    ),
  };
}

const batchId = '00000000-0000-4000-8000-000000000027';
const row = (campaign: { externalId: string; name: string }, adAccountId: string, accountName: string, n: number) =>
  accountStatus(
    {
      success: true,
      accountName,
      message: userMessage('cloneSucceeded', { account: accountName }),
      error: null,
      campaignId: `9${n}`,
      adAccountId,
      warnings: [],
      createdIds: { campaignId: `9${n}`, adSetIds: [], creativeIds: [], adIds: [] },
    },
    { targetId: `00000000-0000-4000-8000-00000000000${n}`, state: 'succeeded', stepsDone: 4, stepsTotal: 4, sourceCampaign: { id: campaign.externalId, name: campaign.name } },
  );

/** The dialog for Summer sale and Tokyo launch: the preflight passes and the caller has no workspaces, beside `answers`. */
function renderSeveral(answers: FakeAnswers = {}, { onCall, language = 'es' }: { onCall?: CallWatcher; language?: 'en' | 'es' } = {}) {
  return renderWithProviders(<DuplicateDialog target={{ kind: 'campaigns', campaigns: [summer, tokyo] }} onClose={vi.fn()} accounts={accountsQuery} mode="sandbox" />, {
    answers: { 'clone.preflight': preflightAnswer, 'workspaces.list': () => NO_WORKSPACES, ...answers },
    onCall,
    language,
  });
}

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog with several campaigns', () => {
  it('lists the campaigns with each one’s own budget and asks for no budget of its own', () => {
    renderSeveral({}, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Duplicate 2 campaigns' })).toBeTruthy();
    const list = within(screen.getByTestId('chosen-campaigns'));
    expect(list.getByText('Summer sale')).toBeTruthy();
    expect(list.getByText('Tokyo launch')).toBeTruthy();
    expect(list.getByText(/\$50\.00/)).toBeTruthy();
    expect(list.getByText(/30,000/)).toBeTruthy();
    expect(screen.queryByLabelText('Budget amount')).toBeNull();
    // No budget type of its own either (the options' radios remain).
    expect(screen.queryByRole('radio', { name: 'Daily budget' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Lifetime budget' })).toBeNull();
    expect((screen.getByLabelText('Campaign name') as HTMLInputElement).value).toBe('{name} - Copy');
  });

  it('checks and starts every campaign into the chosen account as one batch, then shows the results by campaign', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderSeveral(
      {
        'clone.start': () => ({ batchId, status: 'running', results: null }),
        'clone.status': () =>
          batchStatus({
            batchId,
            status: 'completed',
            sourceCampaign: { id: summer.externalId, name: summer.name },
            accounts: [row(summer, 'act_2', 'Store B', 1), row(tokyo, 'act_2', 'Store B', 2)],
            successCount: 2,
            errorCount: 0,
          }),
        'clone.history': () => ({ items: [], nextCursor: null }),
      },
      { onCall },
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^Store B/ }));
    const submit = screen.getByRole('button', { name: 'Duplicar Campaña' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);

    await waitFor(() => expect(onCall).toHaveBeenCalledWith('clone.start', expect.anything()));
    const request = onCall.mock.calls.find(([path]) => path === 'clone.start')?.[1];
    expect(request).toMatchObject({ campaignId: 'c-summer', campaignIds: ['c-summer', 'c-tokyo'], nameTemplate: '{name} - Copia', targetAccounts: ['act_2'], targets: [{ adAccountId: 'act_2', pageId: 'p1', pixelId: 'x1' }] });
    expect(request).not.toHaveProperty('dailyBudget');
    expect(request).not.toHaveProperty('lifetimeBudget');

    const groups = await screen.findAllByTestId('clone-results-campaign');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['Summer sale', 'Tokyo launch']);
    expect(screen.getByTestId('several-summary').textContent).toBe('2 campañas → 1 cuenta');
  });
});
