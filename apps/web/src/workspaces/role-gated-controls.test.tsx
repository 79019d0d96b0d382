import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '@/auth/auth-token';
import { ReportingCurrencySelect } from '@/components/currency/reporting-currency-select';
import { SyncButton } from '@/components/sync/sync-button';
import type * as ToastModule from '@/hooks/use-toast';
import { toast } from '@/hooks/use-toast';
import { campaignFixture } from '@/routes/_authed/campaign-duplicator/-components/campaign-fixture';
import { CampaignsTable } from '@/routes/_authed/campaign-duplicator/-components/campaigns-table';
import { type FakeAnswers, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { workspaceListAs } from '@/test/workspace-answers';
import type { WorkspaceRole } from './role-capabilities';
import { writeTabWorkspace } from './tab-workspace';

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const REFUSED_EN = 'Your role in this workspace (Analyst) cannot do this.';

/** A server where the caller is `role` in the tab's workspace; `sync` answers a Meta sync. */
function server(role: WorkspaceRole, sync: NonNullable<FakeAnswers['sync.facebookAdAccounts']> = () => ({ accounts: [], runIds: [] })) {
  const calls: string[] = [];
  const answers: FakeAnswers = {
    'workspaces.list': () => workspaceListAs(role),
    'sync.status': () => ({ running: false, runs: [], lastSyncedAt: null }),
    'sync.facebookAdAccounts': sync,
    'currency.preference': () => ({ currency: 'USD', available: ['USD', 'EUR'], chosen: true }),
  };
  const onCall = (path: string) => {
    calls.push(path);
  };
  return { calls, answers, onCall };
}

beforeEach(() => {
  writeTabWorkspace('w-agency');
  writeToken('session-token');
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('controls a role may not use', () => {
  it("an analyst's Sync is disabled, says why on focus, and never reaches the server", async () => {
    const { calls, answers, onCall } = server('analyst');
    renderWithProviders(<SyncButton />, { answers, onCall });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync accounts' })).toHaveProperty('disabled', true));
    const button = screen.getByRole('button', { name: 'Sync accounts' });
    const reason = screen.getByTestId('role-refusal');
    expect(within(reason).getByText(REFUSED_EN)).toBeTruthy();
    act(() => reason.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(REFUSED_EN);
    fireEvent.click(button);
    expect(calls).not.toContain('sync.facebookAdAccounts');
  });

  it("a manager's Sync works as before", async () => {
    const { calls, answers, onCall } = server('manager');
    renderWithProviders(<SyncButton />, { answers, onCall });
    await waitFor(() => expect(calls).toContain('workspaces.list'));
    const button = screen.getByRole('button', { name: 'Sync accounts' });
    expect(button).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('role-refusal')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(calls).toContain('sync.facebookAdAccounts'));
  });

  it("a client's Duplicate buttons rest, with the reason in Spanish", async () => {
    renderWithProviders(
      <CampaignsTable campaigns={[campaignFixture({})]} showPlatform={false} onDuplicate={vi.fn()} order={{ sort: 'spend', direction: 'desc' }} onSort={vi.fn()} />,
      { answers: server('client').answers, language: 'es' },
    );
    // The button moves into the reason's wrapper once the role is known: asked for afresh each time.
    await waitFor(() => expect(screen.getByRole('button', { name: /Summer sale/ })).toHaveProperty('disabled', true));
    expect(screen.getByTestId('role-refusal').textContent).toContain('Tu rol en este espacio de trabajo (Cliente) no permite hacer esto.');
  });

  it('the reporting currency is for owners and admins: a manager sees it and cannot change it', async () => {
    renderWithProviders(<ReportingCurrencySelect />, { answers: server('manager').answers });
    await waitFor(() => expect(screen.getByTestId('reporting-currency-select')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('reporting-currency-select').textContent).toContain('USD');
    expect(screen.getByTestId('role-refusal').textContent).toContain('Your role in this workspace (Manager) cannot do this.');
  });

  it("a role changed since the page loaded: the server's refusal is said in a toast, in the reader's words", async () => {
    const { answers, onCall } = server('owner', () => {
      throw trpcError(403, 'FORBIDDEN', { code: 'workspaceRoleRefused', params: { role: 'analyst' } });
    });
    renderWithProviders(<SyncButton />, { answers, onCall, language: 'es' });
    const button = screen.getByRole('button', { name: 'Sincronizar cuentas' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Tu rol en este espacio de trabajo (Analista) no permite hacer esto.', variant: 'destructive' })),
    );
  });
});
