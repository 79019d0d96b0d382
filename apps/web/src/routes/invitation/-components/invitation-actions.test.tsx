import type { InvitationPreview } from '@adfleet/core/team-schemas';
import type * as RouterModule from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@/auth/auth-context';
import type { AuthUser } from '@/auth/auth-session';
import type { CallWatcher, FakeAnswers } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { InvitationActions } from './invitation-actions';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof RouterModule>()),
  useNavigate: () => navigate,
  // Links render as plain anchors: only where they lead matters here.
  Link: ({ to, search, children, ...props }: { to: string; search?: Record<string, string>; children: ReactNode }) => (
    <a href={`${to}${search ? `?${new URLSearchParams(search).toString()}` : ''}`} {...props}>
      {children}
    </a>
  ),
}));

const TOKEN = 'tok-abcdefghijklmnopqrstuvwxyz0123456789';
const preview: InvitationPreview = { workspaceName: 'Agency North', invitedBy: 'ana', role: 'manager', email: 'bea@agency.com', expiresAt: new Date('2026-12-01T10:00:00Z'), status: 'pending' };

function auth(user: Partial<AuthUser> | null): AuthState {
  return {
    status: user ? 'authenticated' : 'unauthenticated',
    user: user as AuthUser | null,
    token: user ? 'session-token' : null,
    isLoading: false,
    isAuthenticated: Boolean(user),
    signIn: vi.fn(),
    adoptToken: vi.fn(),
    signOut: vi.fn(),
    resetSession: vi.fn(),
  };
}

function renderAs(user: Partial<AuthUser> | null, { answers = {}, onCall }: { answers?: FakeAnswers; onCall?: CallWatcher } = {}) {
  return renderWithProviders(
    <AuthContext value={auth(user)}>
      <InvitationActions token={TOKEN} preview={preview} />
    </AuthContext>,
    { answers, onCall },
  );
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('what the invitation page offers', () => {
  it('signed out: sign in or create an account, both coming back to this invitation', () => {
    renderAs(null);
    const back = `/invitation?token=${TOKEN}`;
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?${new URLSearchParams({ redirect: back }).toString()}`);
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(`/register?${new URLSearchParams({ redirect: back }).toString()}`);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('signed in as someone else: says whose invitation it is and offers no Accept', () => {
    const calls: string[] = [];
    renderAs({ id: 'u1', username: 'carl', email: 'carl@agency.com' }, { onCall: (path) => calls.push(path) });
    expect(screen.getByTestId('invitation-mismatch').textContent).toBe('This invitation is for another email address. Sign in as bea@agency.com to accept it.');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('signed in with the invited address (in any case): accepts by the token and enters the workspace', async () => {
    const calls: Array<{ path: string; input: unknown }> = [];
    renderAs(
      { id: 'u2', username: 'bea', email: 'Bea@Agency.com' },
      { answers: { 'invitations.acceptByToken': () => ({ workspaceId: 'w-agency' }) }, onCall: (path, input) => calls.push({ path, input }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/dashboard' }));
    expect(calls).toEqual([{ path: 'invitations.acceptByToken', input: { token: TOKEN } }]);
    expect(sessionStorage.getItem('workspace')).toBe('w-agency');
  });
});
