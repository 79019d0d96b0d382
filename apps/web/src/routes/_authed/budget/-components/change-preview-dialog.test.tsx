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
  rows: [
    {
      accountId: request.items[0]!.accountId,
      accountName: 'Store A',
      currency: 'USD',
      objectType: 'adset',
      objectId: '123',
      name: 'Set 1',
      budgetType: 'daily',
      oldMinor: 1000,
      newMinor: 1100,
      problems: [],
      warnings: [],
      notSent: null,
      ceiling: { dayMinor: 1925, weekMinor: 7700 },
    },
  ],
  blocked: false,
};

describe('ChangePreviewDialog with an ad set at Meta’s hourly limit', () => {
  const twoSets = {
    items: [request.items[0]!, { ...request.items[0]!, objectId: '456' }],
    operation: request.operation,
  };
  const limited: OutputOf<'budget.preview'> = {
    rows: [preview.rows[0]!, { ...preview.rows[0]!, objectId: '456', name: 'Set 2', notSent: { code: 'budgetNoChangesLeft', params: {} } }],
    blocked: false,
  };

  for (const [language, texts] of [
    [
      'en',
      {
        badge: 'Won’t be sent',
        reason: 'AdFleet already changed this ad set’s budget 4 times in the last hour, the most Meta allows.',
        summary: '1 budget won’t be sent: Meta’s hourly limit on budget changes is reached. The others will be.',
        ceiling: 'Meta may spend up to $19.25 on a day and $77.00 in a calendar week.',
        confirm: 'Change 1 budget',
      },
    ],
    [
      'es',
      {
        badge: 'No se enviará',
        reason: 'AdFleet ya cambió el presupuesto de este conjunto de anuncios 4 veces en la última hora, el máximo que permite Meta.',
        summary: '1 presupuesto no se enviará: ya alcanzó el límite de cambios por hora de Meta. Los demás sí.',
        ceiling: 'Meta puede gastar hasta US$\u00a019,25 en un día y US$\u00a077,00 en una semana calendario.',
        confirm: 'Cambiar 1 presupuesto',
      },
    ],
  ] as const) {
    it(`marks the row that would not be sent, says why, and counts only the others to confirm (${language})`, async () => {
      renderWithProviders(<ChangePreviewDialog request={twoSets} onClose={vi.fn()} onStarted={vi.fn()} />, { answers: { 'budget.preview': () => limited }, language });
      const confirm = await screen.findByTestId('budget-confirm');
      await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
      const [sent, held] = screen.getAllByTestId('budget-preview-row');
      expect(held!.dataset['notSent']).toBe('true');
      expect(held!.querySelector('[data-testid="budget-preview-not-sent"]')?.textContent).toBe(texts.badge);
      expect(held!.textContent).toContain(texts.reason);
      expect(sent!.dataset['notSent']).toBeUndefined();
      expect(sent!.querySelector('[data-testid="budget-preview-not-sent"]')).toBeNull();
      // What the new daily budget may spend is said where it will be sent.
      expect(sent!.querySelector('[data-testid="budget-preview-ceiling"]')?.textContent).toBe(texts.ceiling);
      expect(screen.getByTestId('budget-preview-not-sent-summary').textContent).toBe(texts.summary);
      expect(confirm.textContent).toBe(texts.confirm);
    });
  }

  it('cannot confirm when no chosen budget would be sent', async () => {
    const allHeld = { rows: [{ ...preview.rows[0]!, notSent: { code: 'budgetNoChangesLeft' as const, params: {} } }], blocked: false };
    renderWithProviders(<ChangePreviewDialog request={request} onClose={vi.fn()} onStarted={vi.fn()} />, { answers: { 'budget.preview': () => allHeld }, language: 'en' });
    await screen.findByTestId('budget-preview-not-sent');
    expect(screen.getByTestId('budget-confirm')).toHaveProperty('disabled', true);
  });
});

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
