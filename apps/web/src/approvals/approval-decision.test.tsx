import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type CallWatcher, type FakeAnswers, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { ApprovalDecision } from './approval-decision';
import type { Proposal } from './approval-types';

// Rendered outside a router here: the link to the started work is an anchor to its path.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const proposal: Proposal = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'clone',
  state: 'pending',
  proposedBy: { userId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', username: 'mia' },
  decidedBy: null,
  decidedAt: null,
  comment: null,
  createdAt: new Date('2026-11-24T10:00:00Z'),
  expiresAt: new Date('2026-12-01T10:00:00Z'),
  adAccountIds: ['act_1'],
  preview: { kind: 'clone', sources: [{ campaignId: '1', name: 'Spring', budgetType: null }], nameTemplate: '{name} copy', budgetType: 'daily', startsAt: null, targets: [] },
  cloneBatchId: null,
  budgetChangeId: null,
  canDecide: true,
};

describe('ApprovalDecision', () => {
  it('approves with the comment typed, then says the work started', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<ApprovalDecision proposal={proposal} viewerId="someone-else" />, {
      answers: { 'approvals.approve': () => ({ id: proposal.id, cloneBatchId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', budgetChangeId: null }) },
      onCall,
    });
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: '  Go ahead ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve and run' }));
    expect((await screen.findByTestId('approval-outcome')).textContent).toContain('Approved: the work has started.');
    expect(onCall).toHaveBeenCalledWith('approvals.approve', { id: proposal.id, comment: 'Go ahead' });
  });

  it("says why an approval did not run when the preview changed, in the reader's words", async () => {
    const answers: FakeAnswers = {
      'approvals.approve': () => {
        throw trpcError(409, 'CONFLICT', { code: 'approvalSuperseded', params: {} });
      },
    };
    renderWithProviders(<ApprovalDecision proposal={proposal} viewerId="someone-else" />, { answers, language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar y ejecutar' }));
    expect((await screen.findByTestId('approval-error')).textContent).toContain('Lo que haría esta solicitud cambió desde su vista previa');
  });

  it('offers no decision to the proposer, and says why', () => {
    renderWithProviders(<ApprovalDecision proposal={{ ...proposal, canDecide: false }} viewerId={proposal.proposedBy?.userId} />, { answers: {} });
    expect(screen.queryByRole('button', { name: 'Approve and run' })).toBeNull();
    expect(screen.getByText('You proposed this, so someone else decides it.')).toBeTruthy();
  });
});
