import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preflightTarget } from '@/test/clone-answers';
import { type CallWatcher, type OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { campaignFixture } from './campaign-fixture';
import type { AdAccount } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';

// The dialog renders outside a router here: its link is an anchor to the path the router would build.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ to, params, children }: { to: string; params?: Record<string, string>; children: ReactNode }) => (
    <a href={Object.entries(params ?? {}).reduce((path, [name, value]) => path.replace(`$${name}`, value), to)}>{children}</a>
  ),
}));

const account: AdAccount = { id: 'id-act_1', name: 'Store A', adAccountId: 'act_1', platformId: 1, hasValidToken: true, status: 'ACTIVE', currency: 'USD', timezoneName: null, lastSyncedAt: null };
const preflight: OutputOf<'clone.preflight'> = {
  targets: [preflightTarget('act_1', { accountName: 'Store A', pages: [{ id: 'p1', name: 'Page 1' }], needsPage: true, pageId: 'p1' })],
};

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog for a manager whose workspace requires approval', () => {
  it('says the clone was sent for approval, that nothing was created, and links to the proposal', async () => {
    const proposalId = '6f1c1d8e-8a47-4a83-9d6b-8f4a8e1f2a10';
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign: campaignFixture() }} onClose={vi.fn()} accounts={{ data: [account], isPending: false, isError: false, refetch: vi.fn() }} mode="sandbox" />, {
      answers: {
        'clone.preflight': () => preflight,
        'workspaces.list': () => NO_WORKSPACES,
        'clone.start': () => ({ status: 'sent_for_approval', proposalId }),
      },
      onCall,
      language: 'en',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Store A/ }));
    const submit = screen.getByRole('button', { name: 'Duplicate Campaign' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);

    const sent = await screen.findByTestId('sent-for-approval');
    expect(sent.textContent).toContain('Sent for approval');
    expect(sent.textContent).toContain('Nothing was created yet.');
    expect(screen.getByRole('link', { name: 'View in Approvals' }).getAttribute('href')).toBe(`/approvals/${proposalId}`);
    // Nothing polls a batch that does not exist.
    expect(onCall.mock.calls.map(([path]) => path)).not.toContain('clone.status');
  });
});
