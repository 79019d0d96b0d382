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

const account = (adAccountId: string, name: string, platformId: number, currency: string): AdAccount => ({
  id: `id-${adAccountId}`,
  name,
  adAccountId,
  platformId,
  hasValidToken: true,
  status: 'ACTIVE',
  currency,
  timezoneName: null,
  lastSyncedAt: null,
});

/** One person's accounts on both platforms. */
const accounts = [account('act_1', 'Meta Store', 1, 'USD'), account('7001', 'TikTok Shop MX', 2, 'MXN'), account('7002', 'TikTok Shop CO', 2, 'COP')];
const accountsQuery = { data: accounts, isPending: false, isError: false, refetch: vi.fn() };
const tiktokCampaign = campaignFixture({ id: 'tt-uuid', externalId: '1800001', name: 'Spark launch', platformId: 2, adAccountId: '7001', adAccountName: 'TikTok Shop MX', currency: 'MXN', dailyBudget: 50000 });

/** MXN 500 as the server converts it into pesos colombianos: 500 × 231.75 = COP 115,875, rounded to COP 116,000. */
const intoPesos: ClonePreflightTarget['budgetConversion'] = { kind: 'converted', from: { amount: 500, currency: 'MXN' }, amount: 116_000, rate: 231.75, day: '2026-12-04' };

/** TikTok needs no page or pixel: the preflight passes every asked advertiser without one. */
function preflight({ targetAccounts }: InputOf<'clone.preflight'>): OutputOf<'clone.preflight'> {
  return {
    targets: targetAccounts.map((adAccountId) =>
      preflightTarget(adAccountId, {
        accountName: accounts.find((candidate) => candidate.adAccountId === adAccountId)?.name ?? adAccountId,
        currency: accounts.find((candidate) => candidate.adAccountId === adAccountId)?.currency ?? 'USD',
        budgetConversion: adAccountId === '7002' ? intoPesos : null,
      }),
    ),
  };
}

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog across platforms', () => {
  it.each(['en', 'es'] as const)("[%s] offers only the source campaign's platform's accounts and says why", (language) => {
    renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign: tiktokCampaign }} onClose={vi.fn()} accounts={accountsQuery} mode="sandbox" />, {
      answers: { 'clone.preflight': preflight, 'workspaces.list': () => NO_WORKSPACES },
      language,
    });
    const list = screen.getByTestId('target-accounts');
    expect(within(list).getByText('TikTok Shop MX')).toBeTruthy();
    expect(within(list).getByText('TikTok Shop CO')).toBeTruthy();
    expect(within(list).queryByText('Meta Store')).toBeNull();
    // Meta's pixel and page mean nothing to a TikTok copy: not asked for.
    expect(screen.queryByLabelText(language === 'en' ? /pixel ID/i : /ID del píxel/i)).toBeNull();
    expect(screen.queryByLabelText(language === 'en' ? /page ID/i : /ID de la página/i)).toBeNull();
    expect(screen.getByTestId('same-platform-note').textContent).toBe(
      language === 'en' ? "TikTok ad accounts only: copies stay on the campaign's platform." : 'Solo cuentas publicitarias de TikTok: las copias se quedan en la plataforma de la campaña.',
    );
  });

  it('sends a TikTok campaign the same request shape a Meta one gets, with TikTok advertisers as targets', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign: tiktokCampaign }} onClose={vi.fn()} accounts={accountsQuery} mode="sandbox" />, {
      answers: {
        'clone.preflight': preflight,
        'workspaces.list': () => NO_WORKSPACES,
        'clone.start': () => ({
          batchId: '00000000-0000-4000-8000-000000000002',
          status: 'completed',
          results: ['7001', '7002'].map((adAccountId) => ({
            success: true,
            accountName: adAccountId,
            message: userMessage('cloneSucceeded', { account: adAccountId }),
            error: null,
            campaignId: `18${adAccountId}`,
            adAccountId,
            warnings: [],
            createdIds: { campaignId: `18${adAccountId}`, adSetIds: [], creativeIds: [], adIds: [] },
          })),
        }),
        // Its status never answers: the results shown are the start's.
        'clone.status': () => new Promise(() => undefined),
      },
      onCall,
      language: 'en',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select all/ }));
    const submit = screen.getByRole('button', { name: 'Duplicate Campaign' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    const table = await screen.findByTestId('clone-results');
    const start = onCall.mock.calls.find(([path]) => path === 'clone.start')?.[1];
    expect(start).toMatchObject({ campaignId: 'tt-uuid', nameTemplate: 'Spark launch - Copy', budgetType: 'daily', dailyBudget: 50000, targetAccounts: ['7001', '7002'] });
    expect(start).toHaveProperty('targets', [
      { adAccountId: '7001', budget: 50000 },
      { adAccountId: '7002', budget: 11_600_000 },
    ]);
    // A created TikTok campaign opens in the TikTok sandbox's tree of its advertiser, not Meta's.
    expect(within(table).getAllByRole('link')[0]?.getAttribute('href')).toBe('/sandbox/tiktok/_sandbox/advertisers/7001/tree');
  });
});
