import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CallWatcher, type OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { campaignFixture } from './campaign-fixture';
import { DuplicateDialog } from './duplicate-dialog';

/** A campaign whose budgets live on its ad sets: the list carries none, so the dialog asks Meta through the server. */
const adSetBudgets = campaignFixture({ dailyBudget: null, lifetimeBudget: null });

function renderDialog(language: 'en' | 'es', campaign = adSetBudgets, answer: OutputOf<'clone.sourceBudget'> = { budgetType: 'daily', amount: 25.5, currency: 'USD', from: 'adSets' }) {
  let release: (value: unknown) => void = () => undefined;
  const answered = new Promise((resolve) => {
    release = resolve;
  });
  const onCall = vi.fn<CallWatcher>();
  renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign }} onClose={vi.fn()} accounts={{ data: [], isPending: false, isError: false, refetch: vi.fn() }} mode="sandbox" />, {
    answers: { 'clone.sourceBudget': () => answered.then(() => answer) },
    onCall,
    language,
  });
  return { onCall, answer: () => release(undefined) };
}

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog budget of a campaign with ad-set budgets', () => {
  it.each([
    ['en', 'Budget amount'],
    ['es', 'Monto del presupuesto'],
  ] as const)('prefills the smallest ad-set budget Meta answers (%s)', async (language, label) => {
    const { onCall, answer } = renderDialog(language);
    expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    answer();
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveProperty('value', '25.50'));
    expect(onCall).toHaveBeenCalledWith('clone.sourceBudget', { campaignId: adSetBudgets.id });
  });

  it('keeps an amount the person typed before Meta answered', async () => {
    const { answer } = renderDialog('en');
    fireEvent.change(screen.getByLabelText('Budget amount'), { target: { value: '40' } });
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Budget amount')).toHaveProperty('value', '40');
  });

  it('does not ask when the list already shows the campaign’s own budget', () => {
    const { onCall } = renderDialog('en', campaignFixture());
    expect(screen.getByLabelText('Budget amount')).toHaveProperty('value', '50');
    expect(onCall).not.toHaveBeenCalledWith('clone.sourceBudget', expect.anything());
  });
});
