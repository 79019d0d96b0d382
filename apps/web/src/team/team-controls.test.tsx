import type { TeamMember } from '@adfleet/core/team-schemas';
import type * as RouterModule from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '@/auth/auth-token';
import type * as ToastModule from '@/hooks/use-toast';
import type { FakeAnswers } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { workspaceListAs } from '@/test/workspace-answers';
import type { WorkspaceRole } from '@/workspaces/role-capabilities';
import { writeTabWorkspace } from '@/workspaces/tab-workspace';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { InviteForm } from './invite-form';
import { LeaveWorkspace } from './leave-workspace';
import { MemberRow } from './member-row';
import { RemoveMemberDialog } from './remove-member-dialog';

vi.mock('@tanstack/react-router', async (importOriginal) => ({ ...(await importOriginal<typeof RouterModule>()), useNavigate: () => vi.fn() }));
vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const REFUSED_EN = 'Your role in this workspace (Analyst) cannot do this.';

const bea: TeamMember = {
  userId: '2b1c6a3e-0f4d-4c1b-9a55-0d5c0f7e8a11',
  username: 'bea',
  displayName: 'Bea Ruiz',
  email: 'bea@agency.com',
  role: 'manager',
  adAccountIds: [],
  businessIds: [],
  joinedAt: new Date('2026-11-02T10:00:00Z'),
  connectionsMade: 2,
  isYou: false,
};

/** A server where the caller is `role`; every call is recorded with its input. */
function server(role: WorkspaceRole) {
  const calls: Array<{ path: string; input: unknown }> = [];
  const answers: FakeAnswers = {
    'workspaces.list': () => workspaceListAs(role),
    'adAccounts.details': () => [],
    'team.removeMember': () => ({ connectionsDisconnected: 0, workCancelled: 0 }),
    'team.leave': () => ({ workspaceId: null }),
  };
  const onCall = (path: string, input: unknown) => {
    calls.push({ path, input });
  };
  return { calls, answers, onCall };
}

function RowAs({ member }: { member: TeamMember }) {
  const access = useWorkspaceRole();
  return (
    <ul>
      <MemberRow member={member} adminRefusal={access.refusal('administer')} />
    </ul>
  );
}

beforeEach(() => {
  writeTabWorkspace('w-agency');
  writeToken('session-token');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('Settings → Team', () => {
  it("an analyst reads the members, and their role select and Remove rest with the reason", async () => {
    const { calls, answers, onCall } = server('analyst');
    renderWithProviders(<RowAs member={bea} />, { answers, onCall });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true));
    expect(screen.getByText('Bea Ruiz')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role of Bea Ruiz' })).toHaveProperty('disabled', true);
    const reasons = screen.getAllByTestId('role-refusal');
    expect(reasons).toHaveLength(2);
    for (const reason of reasons) expect(within(reason).getByText(REFUSED_EN)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('remove-member-dialog')).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('team.removeMember');
  });

  it('removing a member who made connections asks what becomes of them, and keeps them unless told otherwise', async () => {
    const { calls, answers, onCall } = server('admin');
    renderWithProviders(<RemoveMemberDialog member={bea} onOpenChange={() => undefined} />, { answers, onCall });
    expect(screen.getByText("Bea Ruiz made 2 of this workspace's connections. What should happen to them?")).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Keep their connections working/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('remove-member-confirm'));
    await waitFor(() => expect(calls.find((call) => call.path === 'team.removeMember')?.input).toEqual({ userId: bea.userId, connections: 'keep' }));
  });

  it('disconnects them at the platform only when the admin chooses so', async () => {
    const { calls, answers, onCall } = server('admin');
    renderWithProviders(<RemoveMemberDialog member={bea} onOpenChange={() => undefined} />, { answers, onCall, language: 'es' });
    fireEvent.click(screen.getByRole('radio', { name: /Desconectarlas \(revocadas en Meta\/TikTok\)/ }));
    fireEvent.click(screen.getByTestId('remove-member-confirm'));
    await waitFor(() => expect(calls.find((call) => call.path === 'team.removeMember')?.input).toEqual({ userId: bea.userId, connections: 'disconnect' }));
  });

  it('asks nothing about connections for a member who made none', () => {
    const { answers, onCall } = server('admin');
    renderWithProviders(<RemoveMemberDialog member={{ ...bea, connectionsMade: 0 }} onOpenChange={() => undefined} />, { answers, onCall });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("the owner's Leave rests, saying to hand ownership on first", () => {
    const { answers, onCall } = server('owner');
    renderWithProviders(<LeaveWorkspace isOwner />, { answers, onCall });
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('role-refusal')).getByText('Hand ownership on first.')).toBeTruthy();
  });

  it("a member's Leave asks first, naming the workspace, and leaves only once confirmed", async () => {
    const { calls, answers, onCall } = server('manager');
    renderWithProviders(<LeaveWorkspace isOwner={false} />, { answers, onCall });
    fireEvent.click(screen.getByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Leave Agency North?' })).toBeTruthy());
    expect(calls.map((call) => call.path)).not.toContain('team.leave');
    fireEvent.click(within(dialog).getByTestId('leave-confirm'));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('team.leave'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the invite form says what is wrong with the address, in place, and sends nothing', async () => {
    const { calls, answers, onCall } = server('admin');
    renderWithProviders(<InviteForm />, { answers, onCall });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an email address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@agency' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address, like name@agency.com.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((call) => call.path)).not.toContain('invitations.create');
  });
});
