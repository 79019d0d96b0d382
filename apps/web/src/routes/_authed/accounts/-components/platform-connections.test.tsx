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

/** Accounts' platform cards with both platforms connected and `runs` as the sync's state; Meta's card as `facebook` says. */
function renderCards(runs: ReturnType<typeof run>[], language: 'en' | 'es' = 'en', facebook: OutputOf<'connections.status'>['facebook'] = platformState(true, 1)) {
  return renderWithProviders(<PlatformConnections />, {
    language,
    answers: {
      'connections.status': () => ({ facebook, tiktok: platformState(true, 2) }),
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

  // Local times, as the page shows them in the reader's own time zone.
  const ending = new Date(2027, 0, 20, 15, 30);
  const connection = (expiryWarning: 'week' | 'day' | null) => ({ id: 'c1', externalUserName: 'Ana Torres', member: 'ana', tokenExpiresAt: ending, expiryWarning });
  const withConnection = (expiryWarning: 'week' | 'day' | null) => ({ ...platformState(true, 1), connectedBy: [connection(expiryWarning)] });

  it.each([
    ['en', 'Connected by ana as Ana Torres · token expires Jan 20, 2027', 'Reconnect'],
    ['es', 'Conectada por ana como Ana Torres · el token caduca el 20/01/2027', 'Reconectar'],
  ] as const)('(%s) shows when each connection’s token expires, with no warning while it is far off', async (language, line, reconnect) => {
    renderCards([], language, withConnection(null));
    const facebook = await screen.findByRole('article', { name: 'Facebook Ads' }, ARRIVAL);
    expect((await within(facebook).findByTestId('connected-by', {}, ARRIVAL)).textContent).toBe(line);
    expect(within(facebook).queryByTestId('token-expiry-alert')).toBeNull();
    expect(within(facebook).queryByRole('button', { name: reconnect })).toBeNull();
  });

  it.each([
    ['en', 'week', 'Connection about to expire', "Ana Torres's Facebook login expires on Jan 20, 2027. Reconnect to renew it: when it ends, figures stop updating.", 'Reconnect'],
    ['es', 'week', 'Conexión a punto de caducar', 'El inicio de sesión de Facebook de Ana Torres caduca el 20/01/2027. Reconecta para renovarlo: cuando caduque, las cifras dejarán de actualizarse.', 'Reconectar'],
    ['en', 'day', 'Connection about to expire', "Ana Torres's Facebook login expires within a day, on Jan 20, 2027, 3:30 PM. Reconnect now to renew it.", 'Reconnect'],
    ['es', 'day', 'Conexión a punto de caducar', 'El inicio de sesión de Facebook de Ana Torres caduca en menos de un día, el 20/01/2027 15:30. Reconecta ahora para renovarlo.', 'Reconectar'],
  ] as const)('(%s) warns of a token ending within a %s, and offers Reconnect', async (language, warning, title, text, reconnect) => {
    renderCards([], language, withConnection(warning));
    const facebook = await screen.findByRole('article', { name: 'Facebook Ads' }, ARRIVAL);
    const alert = await within(facebook).findByTestId('token-expiry-alert', {}, ARRIVAL);
    expect(within(alert).getByText(title)).toBeTruthy();
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(within(facebook).getByRole('button', { name: reconnect })).toBeTruthy();
  });
});
