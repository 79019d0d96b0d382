import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswers, OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { ChangePreviewDialog } from './change-preview-dialog';

// The dialog renders outside a router here: its link is an anchor to the path the router would build.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ to, params, children }: { to: string; params?: Record<string, string>; children: ReactNode }) => (
    <a href={Object.entries(params ?? {}).reduce((path, [name, value]) => path.replace(`$${name}`, value), to)}>{children}</a>
  ),
}));

const request = { items: [{ accountId: '0b7e1f3c-2a4d-4c55-9a11-1e2f3a4b5c6d', objectType: 'adset' as const, objectId: '123' }], operation: { kind: 'raise' as const, percent: 10 } };
const preview: OutputOf<'budget.preview'> = {
  rows: [{ accountId: request.items[0]!.accountId, accountName: 'Store A', currency: 'USD', objectType: 'adset', objectId: '123', name: 'Set 1', budgetType: 'daily', oldMinor: 1000, newMinor: 1100, problems: [], warnings: [] }],
  blocked: false,
};

describe('ChangePreviewDialog for a manager whose workspace requires approval', () => {
  it('says the change was sent for approval instead of starting it, and links to the proposal', async () => {
    const proposalId = '2d0c7b9e-5a3f-4c1e-8b6d-9f0e1a2b3c4d';
    const onStarted = vi.fn();
    const answers: FakeAnswers = {
      'budget.preview': () => preview,
      'budget.change': () => ({ status: 'sent_for_approval', proposalId }),
    };
    renderWithProviders(<ChangePreviewDialog request={request} onClose={vi.fn()} onStarted={onStarted} />, { answers, language: 'es' });
    const confirm = await screen.findByTestId('budget-confirm');
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    fireEvent.click(confirm);

    const sent = await screen.findByTestId('sent-for-approval');
    expect(sent.textContent).toContain('Enviado para aprobación');
    expect(sent.textContent).toContain('Aún no se cambió ningún presupuesto.');
    expect(screen.getByRole('link', { name: 'Ver en Aprobaciones' }).getAttribute('href')).toBe(`/approvals/${proposalId}`);
    expect(onStarted).not.toHaveBeenCalled();
  });
});
