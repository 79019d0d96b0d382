import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FiltersContext, type Filters } from '@/filters/filters-context';
import { dashboardSummary } from '@/test/dashboard-answers';
import { PLATFORMS } from '@/test/platform-answers';
import { renderWithProviders } from '@/test/render-with-providers';
import { workspaceListAs } from '@/test/workspace-answers';
import { ActiveCampaignsCard } from './active-campaigns-card';
import { ConnectedAccountsCard } from './connected-accounts-card';
import { NewUserDashboard } from './new-user-dashboard';

const FACEBOOK = 1;
const TIKTOK = 2;
const ARRIVAL = { timeout: 10_000 };

/** Meta's accounts only: nothing of TikTok's is connected. */
const facebookAccounts = [{ id: 'a1', adAccountId: 'act_1', name: 'Store A', platformId: FACEBOOK, currency: 'USD', status: 'ACTIVE', hasValidToken: true, timezoneName: null, lastSyncedAt: null }];

/** A dashboard part with the header's platform set to `platformId` (null: all platforms). */
function renderOnDashboard(ui: ReactNode, platformId: number | null, language: 'en' | 'es' = 'en') {
  const filters: Filters = {
    platformId,
    setPlatformId: () => {},
    dateRanges: { default: { preset: 'last7Days', range: { from: new Date(2026, 10, 18), to: new Date(2026, 10, 24) } } } as Filters['dateRanges'],
    setDateRange: () => {},
  };
  // The dashboard's own route (its parts read its URL), under a signed-in layout.
  const root = createRootRoute({ component: Outlet });
  const signedIn = createRoute({ getParentRoute: () => root, id: '_authed', component: Outlet });
  const dashboard = createRoute({ getParentRoute: () => signedIn, path: '/dashboard/', component: () => <FiltersContext value={filters}>{ui}</FiltersContext> });
  const router = createRouter({ routeTree: root.addChildren([signedIn.addChildren([dashboard])]), history: createMemoryHistory({ initialEntries: ['/dashboard/'] }) });
  return renderWithProviders(<RouterProvider router={router} />, {
    language,
    answers: {
      'adAccounts.list': () => facebookAccounts,
      'workspaces.list': () => workspaceListAs('owner'),
      'activity.list': () => ({ items: [], nextCursor: null }),
      'dashboard.activeCampaigns': () => [],
      'sync.status': () => ({ running: false, runs: [], lastSyncedAt: null }),
      'platforms.list': () => PLATFORMS,
      'currency.preference': () => ({ currency: 'USD', available: ['USD'], chosen: true }),
      'dashboard.summary': () => dashboardSummary(),
    },
  });
}

const buttonNames = (region: HTMLElement) => within(region).queryAllByRole('button').map((button) => button.textContent);

describe("the dashboard offers the header's platform's own connection", { timeout: 30_000 }, () => {
  it('on the TikTok dashboard: TikTok\'s connection, not "Connect with Facebook"', async () => {
    renderOnDashboard(<ConnectedAccountsCard />, TIKTOK);
    const card = await screen.findByRole('region', { name: 'Connected accounts' }, ARRIVAL);
    expect(await within(card).findByTestId('connected-account-count', {}, ARRIVAL)).toHaveProperty('textContent', '0');
    expect(buttonNames(card)).toEqual(['Connect TikTok Ads']);
  });

  it("on the Facebook dashboard: Meta's only; with all platforms, each platform's", async () => {
    const { unmount } = renderOnDashboard(<ConnectedAccountsCard />, FACEBOOK, 'es');
    expect(buttonNames(await screen.findByRole('region', { name: 'Cuentas conectadas' }, ARRIVAL))).toEqual(['Conectar con Facebook']);
    unmount();
    renderOnDashboard(<ConnectedAccountsCard />, null);
    expect(buttonNames(await screen.findByRole('region', { name: 'Connected accounts' }, ARRIVAL))).toEqual(['Connect with Facebook', 'Connect TikTok Ads']);
  });

  it("a first step on the TikTok dashboard speaks of TikTok's advertisers and connects TikTok", async () => {
    renderOnDashboard(<NewUserDashboard />, TIKTOK, 'es');
    const step = await screen.findByRole('region', { name: 'Conecta tu primera cuenta publicitaria' }, ARRIVAL);
    expect(within(step).getByText(/tus anunciantes de TikTok/)).toBeTruthy();
    expect(within(step).queryByText(/Meta/)).toBeNull();
    expect(buttonNames(step)).toEqual(['Conectar TikTok Ads']);
  });

  it("the active campaigns of a TikTok dashboard with only Meta connected ask to connect TikTok, and offer no Meta sync", async () => {
    renderOnDashboard(<ActiveCampaignsCard />, TIKTOK);
    const card = await screen.findByRole('region', { name: 'Active campaigns' }, ARRIVAL);
    expect(await within(card).findByRole('button', { name: 'Connect TikTok Ads' }, ARRIVAL)).toBeTruthy();
    expect(buttonNames(card)).toEqual(['Connect TikTok Ads']);
  });
});
