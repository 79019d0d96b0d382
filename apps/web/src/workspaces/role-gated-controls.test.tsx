import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '@/auth/auth-token';
import { ReportingCurrencySelect } from '@/components/currency/reporting-currency-select';
import { SyncButton } from '@/components/sync/sync-button';
import type * as ToastModule from '@/hooks/use-toast';
import { toast } from '@/hooks/use-toast';
import { campaignFixture } from '@/routes/_authed/campaign-duplicator/-components/campaign-fixture';
import { CampaignsTable } from '@/routes/_authed/campaign-duplicator/-components/campaigns-table';
import { trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { workspaceListAs } from '@/test/workspace-answers';
import type { WorkspaceRole } from './role-capabilities';
import { writeTabWorkspace } from './tab-workspace';

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const REFUSED_EN = 'Your role in this workspace (Analyst) cannot do this.';

/** A server where the caller is `role` in the tab's workspace; `sync` answers a Meta sync. */
function server(role: WorkspaceRole, sync: () => unknown = () => ({ accounts: [], runIds: [] })) {
  const calls: string[] = [];
  const handler = (path: string) => {
    calls.push(path);
    if (path === 'workspaces.list') return workspaceListAs(role);
    if (path === 'sync.status') return { running: false };
    if (path === 'sync.facebookAdAccounts') return sync();
    if (path === 'currency.preference') return { currency: 'USD', available: ['USD', 'EUR'] };
    return [];
  };
  return { calls, handler };
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
    const { calls, handler } = server('analyst');
    renderWithProviders(<SyncButton />, { handler });
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
    const { calls, handler } = server('manager');
    renderWithProviders(<SyncButton />, { handler });
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
      { handler: server('client').handler, language: 'es' },
    );
    // The button moves into the reason's wrapper once the role is known: asked for afresh each time.
    await waitFor(() => expect(screen.getByRole('button', { name: /Summer sale/ })).toHaveProperty('disabled', true));
    expect(screen.getByTestId('role-refusal').textContent).toContain('Tu rol en este espacio de trabajo (Cliente) no permite hacer esto.');
  });

  it('the reporting currency is for owners and admins: a manager sees it and cannot change it', async () => {
    renderWithProviders(<ReportingCurrencySelect />, { handler: server('manager').handler });
    await waitFor(() => expect(screen.getByTestId('reporting-currency-select')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('reporting-currency-select').textContent).toContain('USD');
    expect(screen.getByTestId('role-refusal').textContent).toContain('Your role in this workspace (Manager) cannot do this.');
  });

  it("a role changed since the page loaded: the server's refusal is said in a toast, in the reader's words", async () => {
    const { handler } = server('owner', () => {
      throw trpcError(403, 'FORBIDDEN', { code: 'workspaceRoleRefused', params: { role: 'analyst' } });
    });
    renderWithProviders(<SyncButton />, { handler, language: 'es' });
    const button = screen.getByRole('button', { name: 'Sincronizar cuentas' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Tu rol en este espacio de trabajo (Analista) no permite hacer esto.', variant: 'destructive' })),
    );
  });
});
