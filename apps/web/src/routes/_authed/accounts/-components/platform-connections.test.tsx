import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { workspaceListAs } from '@/test/workspace-answers';
import { PlatformConnections } from './platform-connections';

const platformState = (connected: boolean, accountCount: number) => ({ connected, syncing: false, error: false, reconnect: [], accountCount, lastSyncedAt: null, connectedBy: [] });

const accounts = [
  { id: 'a1', adAccountId: 'act_1', name: 'Store A', platformId: 1, currency: 'USD', status: 'ACTIVE', hasValidToken: true, timezoneName: null, lastSyncedAt: null },
  { id: 't1', adAccountId: '7001', name: 'Torres Outdoor US', platformId: 2, currency: 'USD', status: 'ACTIVE', hasValidToken: true, timezoneName: null, lastSyncedAt: null },
  { id: 't2', adAccountId: '7002', name: 'Torres Outdoor Japan', platformId: 2, currency: 'JPY', status: 'ACTIVE', hasValidToken: true, timezoneName: null, lastSyncedAt: null },
];

const run = (id: string, platformId: number, adAccountId: string, status: 'queued' | 'running' | 'succeeded'): OutputOf<'sync.status'>['runs'][number] => ({
  id,
  kind: 'ad_account',
  platformId,
  adAccountId,
  status,
  error: null,
  createdAt: new Date(0),
  startedAt: null,
  finishedAt: null,
});

/** Accounts' platform cards with both platforms connected and `runs` as the sync's state. */
function renderCards(runs: ReturnType<typeof run>[], language: 'en' | 'es' = 'en') {
  return renderWithProviders(<PlatformConnections />, {
    language,
    answers: {
      'connections.status': () => ({ facebook: platformState(true, 1), tiktok: platformState(true, 2) }),
      'sync.status': () => ({ running: runs.some((candidate) => candidate.status !== 'succeeded'), runs, lastSyncedAt: null }),
      'adAccounts.list': (input) => accounts.filter((account) => input?.platformId === undefined || account.platformId === input.platformId),
      'workspaces.list': () => workspaceListAs('owner'),
    },
  });
}

const ARRIVAL = { timeout: 10_000 };

describe("the Accounts screen's platform cards", { timeout: 30_000 }, () => {
  it("shows TikTok's first sync on TikTok's card only; Meta's card and sync button stay as they were", async () => {
    renderCards([run('r1', 2, '7001', 'running'), run('r2', 2, '7002', 'queued'), run('r0', 1, 'act_1', 'succeeded')]);
    const tiktok = await screen.findByRole('article', { name: 'TikTok Ads' }, ARRIVAL);
    const facebook = screen.getByRole('article', { name: 'Facebook Ads' });
    const progress = await within(tiktok).findByTestId('sync-progress', {}, ARRIVAL);
    expect(await within(progress).findByText('Torres Outdoor US', {}, ARRIVAL)).toBeTruthy();
    expect(within(tiktok).getByTestId('tiktok-sync').textContent).toBe('Syncing...');
    expect(within(facebook).queryByTestId('sync-progress')).toBeNull();
    expect(within(facebook).getByRole('button', { name: 'Sync accounts' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows Meta's sync on Meta's card only", async () => {
    renderCards([run('r0', 1, 'act_1', 'running'), run('r1', 2, '7001', 'succeeded')], 'es');
    const facebook = await screen.findByRole('article', { name: 'Facebook Ads' }, ARRIVAL);
    const tiktok = screen.getByRole('article', { name: 'TikTok Ads' });
    const progress = await within(facebook).findByTestId('sync-progress', {}, ARRIVAL);
    expect(await within(progress).findByText('Store A', {}, ARRIVAL)).toBeTruthy();
    expect(within(tiktok).queryByTestId('sync-progress')).toBeNull();
    expect(within(tiktok).getByTestId('tiktok-sync').textContent).toBe('Sincronizar cuentas');
  });
});
