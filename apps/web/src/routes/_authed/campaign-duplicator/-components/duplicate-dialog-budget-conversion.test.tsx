import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preflightTarget } from '@/test/clone-answers';
import { type CallWatcher, type InputOf, type OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { campaignFixture } from './campaign-fixture';
import type { AdAccount, ClonePreflightTarget } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';

const account = (adAccountId: string, name: string, currency: string): AdAccount => ({
  id: `id-${adAccountId}`,
  name,
  adAccountId,
  platformId: 1,
  hasValidToken: true,
  status: 'ACTIVE',
  currency,
  timezoneName: null,
  lastSyncedAt: null,
});

const accounts = [account('act_uk', 'UK Outdoor', 'GBP'), account('act_eu', 'EU Fashion', 'EUR'), account('act_jp', 'Tokyo Gadgets', 'JPY'), account('act_co', 'Bogotá Café', 'COP'), account('act_mx', 'México Hogar', 'MXN')];
const accountsQuery = { data: accounts, isPending: false, isError: false, refetch: vi.fn() };
/** A £32 a day campaign of the UK account. */
const campaign = campaignFixture({ adAccountId: 'act_uk', adAccountName: 'UK Outdoor', currency: 'GBP', dailyBudget: 3200 });

const from = { amount: 32, currency: 'GBP' };
/** What the server answers for £32 on 4 December (GBP 0.85, JPY 162.5, COP 4,410 per euro; no MXN rate). */
const conversions: Record<string, ClonePreflightTarget['budgetConversion']> = {
  act_uk: null,
  act_eu: { kind: 'converted', from, amount: 37.6, rate: 1 / 0.85, day: '2026-12-04' },
  act_jp: { kind: 'converted', from, amount: 6120, rate: 162.5 / 0.85, day: '2026-12-04' },
  act_co: { kind: 'converted', from, amount: 166_000, rate: 4410 / 0.85, day: '2026-12-04' },
  act_mx: { kind: 'noRate', from },
};

function preflight({ targetAccounts, targets = [] }: InputOf<'clone.preflight'>): OutputOf<'clone.preflight'> {
  return {
    targets: targetAccounts.map((adAccountId) => {
      const listed = accounts.find((candidate) => candidate.adAccountId === adAccountId);
      const own = targets.some((target) => target.adAccountId === adAccountId && target.budget !== undefined);
      return preflightTarget(adAccountId, {
        accountName: listed?.name ?? adAccountId,
        currency: listed?.currency ?? 'USD',
        budgetConversion: conversions[adAccountId] ?? null,
        problems: adAccountId === 'act_mx' && !own ? [userMessage('preflightBudgetNoRate', { account: 'México Hogar', from: 'GBP', currency: 'MXN' })] : [],
      });
    }),
  };
}

function renderDialog(language: 'en' | 'es') {
  const onCall = vi.fn<CallWatcher>();
  renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign }} onClose={vi.fn()} accounts={accountsQuery} mode="sandbox" />, {
    answers: {
      'clone.preflight': preflight,
      'workspaces.list': () => NO_WORKSPACES,
      'clone.start': () => ({ batchId: '00000000-0000-4000-8000-00000000000c', status: 'running', results: null }),
      // What is sent is the point here, not how the batch goes.
      'clone.status': () => new Promise(() => undefined),
    },
    onCall,
    language,
  });
  return onCall;
}

const budgetOf = async (adAccountId: string) => {
  const row = (await screen.findAllByTestId('preflight-row')).find((candidate) => candidate.getAttribute('data-account') === adAccountId);
  if (!row) throw new Error(`no row for ${adAccountId}`);
  // Intl writes a no-break space between a currency and its figure.
  return (within(row).getByTestId('row-budget').textContent ?? '').replace(/\s/g, ' ');
};

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog: a budget converted into each account’s currency', () => {
  it.each([
    {
      language: 'en' as const,
      selectAll: /^Select all/,
      eu: '£32.00 → €37.60 at 1.1765 (Dec 4, 2026)',
      jp: '£32.00 → ¥6,120 at 191.18 (Dec 4, 2026)',
      co: '£32.00 → COP 166,000 at 5,188.2 (Dec 4, 2026)',
      uk: 'Budget: £32.00',
      mx: 'No GBP → MXN exchange rate yet: type this account’s amount',
      help: 'In the source campaign’s currency (GBP)',
    },
    {
      language: 'es' as const,
      selectAll: /^Seleccionar todas/,
      // es-CO writes foreign currencies by their codes and its own peso with "$".
      eu: 'GBP 32,00 → EUR 37,60 al tipo de cambio 1,1765 (04/12/2026)',
      jp: 'GBP 32,00 → JPY 6.120 al tipo de cambio 191,18 (04/12/2026)',
      co: 'GBP 32,00 → $ 166.000 al tipo de cambio 5.188,2 (04/12/2026)',
      uk: 'Presupuesto: GBP 32,00',
      mx: 'Aún no hay tipo de cambio GBP → MXN: escribe el monto de esta cuenta',
      help: 'En la moneda de la campaña original (GBP)',
    },
  ])('shows each converted amount with its rate and the rate’s day, and none for the source’s own currency ($language)', async (text) => {
    renderDialog(text.language);
    expect(screen.getByText((content) => content.replace(/'/g, '’').startsWith(text.help))).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: text.selectAll }));
    await waitFor(async () => expect(await budgetOf('act_eu')).toContain(text.eu));
    expect(await budgetOf('act_jp')).toContain(text.jp);
    expect(await budgetOf('act_co')).toContain(text.co);
    expect(await budgetOf('act_uk')).toContain(text.uk);
    expect(await budgetOf('act_uk')).not.toContain('→');
    expect((await budgetOf('act_mx')).replace(/'/g, '’')).toContain(text.mx);
  });

  it('never sends the pound figure to an account no rate reaches: it waits for that account’s own amount, then sends the shown amounts', async () => {
    const onCall = renderDialog('en');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select all/ }));
    const submit = screen.getByRole('button', { name: 'Duplicate Campaign' });
    await waitFor(async () => expect(await budgetOf('act_eu')).toContain('€37.60'));
    expect(submit).toHaveProperty('disabled', true);
    // The server was told the amount is in pounds, and given no budget for the converted accounts: it converts them.
    const asked = onCall.mock.calls.filter(([path]) => path === 'clone.preflight').at(-1)?.[1];
    expect(asked).toMatchObject({ dailyBudget: 3200, budgetCurrency: 'GBP', targets: [{ adAccountId: 'act_uk', budget: 3200 }] });

    fireEvent.change(screen.getByLabelText('Amount for this account (MXN)'), { target: { value: '700' } });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(onCall).toHaveBeenCalledWith('clone.start', expect.anything()));
    const started = onCall.mock.calls.find(([path]) => path === 'clone.start')?.[1];
    // The spec's request, every account's budget in hundredths of its own currency, as its row showed it.
    expect(started).toMatchObject({ budgetType: 'daily', dailyBudget: 3200 });
    expect(started).not.toHaveProperty('budgetCurrency');
    expect(started).toHaveProperty('targets', [
      { adAccountId: 'act_uk', budget: 3200 },
      { adAccountId: 'act_eu', budget: 3760 },
      { adAccountId: 'act_jp', budget: 612_000 },
      { adAccountId: 'act_co', budget: 16_600_000 },
      { adAccountId: 'act_mx', budget: 70_000 },
    ]);
  });
});
