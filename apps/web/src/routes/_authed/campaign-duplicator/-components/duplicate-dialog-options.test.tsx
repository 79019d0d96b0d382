import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preflightTarget } from '@/test/clone-answers';
import { type CallWatcher, type InputOf, type OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { campaignFixture } from './campaign-fixture';
import type { AdAccount } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';

const campaign = campaignFixture();
const accounts: AdAccount[] = [
  { id: 'id-act_1', name: 'Store A', adAccountId: 'act_1', platformId: 1, hasValidToken: true, status: 'ACTIVE', currency: 'USD', timezoneName: null, lastSyncedAt: null },
];

/** Every asked account passes the preflight, so only the options decide what is sent. */
const passing = ({ targetAccounts }: InputOf<'clone.preflight'>): OutputOf<'clone.preflight'> => ({
  targets: targetAccounts.map((adAccountId) => preflightTarget(adAccountId, { accountName: 'Store A' })),
});

function renderDialog(language: 'en' | 'es') {
  const onCall = vi.fn<CallWatcher>();
  renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign }} onClose={vi.fn()} accounts={{ data: accounts, isPending: false, isError: false, refetch: vi.fn() }} mode="sandbox" />, {
    answers: { 'clone.preflight': passing, 'clone.start': () => new Promise(() => undefined) },
    onCall,
    language,
  });
  return onCall;
}

const startInput = (onCall: ReturnType<typeof renderDialog>) => onCall.mock.calls.find(([path]) => path === 'clone.start')?.[1];

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog options', () => {
  it('keeps the original name (no template asked), duplicates the campaign and ad sets only, leaves paused items out and sends the multiplier', async () => {
    const onCall = renderDialog('en');
    fireEvent.click(screen.getByRole('radio', { name: 'Keep original name' }));
    expect(screen.queryByLabelText('Campaign name')).toBeNull();
    expect(screen.getByTestId('keeps-original-name').textContent).toContain(campaign.name);
    fireEvent.click(screen.getByRole('radio', { name: 'Campaign and ad sets' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include paused items' }));
    fireEvent.change(screen.getByLabelText('Budget multiplier (optional)'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Store A/ }));
    // The preflight is asked with the same options, so it checks only what will be created.
    await waitFor(() => expect(onCall).toHaveBeenCalledWith('clone.preflight', expect.objectContaining({ options: { name: 'original', duplicateAds: false, includePaused: false, budgetMultiplier: 1.5 } })));
    const submit = screen.getByRole('button', { name: 'Duplicate Campaign' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(startInput(onCall)).toBeDefined());
    expect(startInput(onCall)).toEqual({
      campaignId: campaign.id,
      budgetType: 'daily',
      dailyBudget: 7500,
      targetAccounts: ['act_1'],
      targets: [{ adAccountId: 'act_1', budget: 7500 }],
      options: { name: 'original', duplicateAds: false, includePaused: false, budgetMultiplier: 1.5 },
    });
  });

  it('in Spanish: campaign only turns the paused-items choice off, and a new name still needs its template', async () => {
    const onCall = renderDialog('es');
    expect(screen.getByRole('radio', { name: 'Nuevo nombre' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Campaña, conjuntos de anuncios y anuncios' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Solo la campaña' }));
    expect(screen.getByRole('checkbox', { name: 'Incluir elementos pausados' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Nombre de la campaña'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Multiplicador de presupuesto (opcional)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Campaña' }));
    expect(await screen.findByText('El nombre de la campaña es obligatorio')).toBeTruthy();
    expect(screen.getByText('El multiplicador debe ser un número de 0,01 a 100, p. ej. 1,5')).toBeTruthy();
    expect(startInput(onCall)).toBeUndefined();
  });
});
