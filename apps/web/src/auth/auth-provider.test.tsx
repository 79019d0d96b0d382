import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/hooks/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { TRPCProvider } from '@/lib/trpc';
import { type CallWatcher, createFakeTrpcClient, type FakeAnswers, type OutputOf, trpcError } from '@/test/fake-trpc';
import { i18nIn } from '@/test/i18n';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

const ada = { id: '0b7c2c8e-0000-4000-8000-000000000001', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

function Probe() {
  const { status, user, isLoading, signOut } = useAuth();
  const [latestToast] = useToasts();
  return (
    <>
      <p data-testid="status">{status}</p>
      <p data-testid="loading">{String(isLoading)}</p>
      <p data-testid="user">{user?.username ?? ''}</p>
      <p data-testid="toast">{latestToast?.open ? `${latestToast.title}: ${latestToast.description ?? ''}` : ''}</p>
      <button type="button" onClick={signOut}>
        sign out
      </button>
    </>
  );
}

function renderAuth(answers: FakeAnswers, { token, language = 'en', onCall }: { token?: string; language?: 'en' | 'es'; onCall?: CallWatcher } = {}) {
  if (token) localStorage.setItem('token', token);
  const queryClient = createQueryClient();
  const client = createFakeTrpcClient(answers, onCall);
  render(
    <I18nextProvider i18n={i18nIn(language)}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          <AuthProvider>
            <Probe />
          </AuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { queryClient };
}

const text = (id: string) => screen.getByTestId(id).textContent;

/** Lets pending promises settle and fake time move on, inside act so React applies the updates. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** An `auth.me` call that answers only when `answer` is called. */
function deferred() {
  let answer: (value: OutputOf<'auth.me'>) => void = () => undefined;
  const promise = new Promise<OutputOf<'auth.me'>>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthProvider', () => {
  it('without a stored token is signed out at once and asks nothing', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderAuth({}, { onCall });
    expect(text('status')).toBe('unauthenticated');
    await advance(5000);
    expect(onCall).not.toHaveBeenCalled();
  });

  it('checks a stored token with auth.me: loading, then authenticated', async () => {
    const onCall = vi.fn<CallWatcher>();
    renderAuth({ 'auth.me': () => ada }, { token: 'tok', onCall });
    expect(text('status')).toBe('loading');
    await advance(0);
    expect(onCall).toHaveBeenCalledWith('auth.me', undefined);
    expect(text('status')).toBe('authenticated');
    expect(text('user')).toBe('ada');
  });

  it('on a 401 clears the token and the user and says why, in Spanish', async () => {
    renderAuth(
      {
        'auth.me': () => {
          throw trpcError(401, 'UNAUTHENTICATED');
        },
      },
      { token: 'expired', language: 'es' },
    );
    await advance(0);
    expect(text('status')).toBe('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
    expect(text('toast')).toBe('Error de autenticación: Sesión no válida o expirada');
  });

  it('stops loading after 3 s; a stored token without a user is then an inconsistent session', async () => {
    const call = deferred();
    renderAuth({ 'auth.me': () => call.promise }, { token: 'slow' });
    await advance(2999);
    expect(text('status')).toBe('loading');
    await advance(1);
    expect(text('loading')).toBe('false');
    expect(text('status')).toBe('inconsistent');
    expect(localStorage.getItem('token')).toBe('slow');

    // A late answer still completes the sign-in.
    call.answer(ada);
    await advance(0);
    expect(text('status')).toBe('authenticated');
  });

  it.each(['pagehide', 'beforeunload'])('keeps the stored token when the page is left (%s) while the check is in flight', async (leaving) => {
    let cutOff: (error: Error) => void = () => undefined;
    const call = new Promise<OutputOf<'auth.me'>>((_resolve, reject) => {
      cutOff = reject;
    });
    renderAuth({ 'auth.me': () => call }, { token: 'kept' });
    await advance(0);
    // The browser leaves for another address and cuts the page's requests off; its scripts still see the failure.
    window.dispatchEvent(new Event(leaving));
    cutOff(new TypeError('Failed to fetch'));
    await advance(0);
    expect(localStorage.getItem('token')).toBe('kept');
    expect(text('status')).toBe('loading');
  });

  it('checks again when the page it was leaving stays (a download), and signs in', async () => {
    const onCall = vi.fn<CallWatcher>();
    let calls = 0;
    renderAuth(
      {
        'auth.me': () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return ada;
        },
      },
      { token: 'kept', onCall },
    );
    window.dispatchEvent(new Event('beforeunload'));
    await advance(0);
    expect(text('status')).toBe('loading');
    await advance(1_000);
    expect(onCall).toHaveBeenCalledTimes(2);
    expect(text('status')).toBe('authenticated');
    expect(text('user')).toBe('ada');
  });

  it('a check that fails with the page staying still clears the session, the next time too', async () => {
    renderAuth(
      {
        'auth.me': () => {
          throw trpcError(401, 'UNAUTHENTICATED');
        },
      },
      { token: 'ended' },
    );
    window.dispatchEvent(new Event('beforeunload'));
    await advance(1_000);
    expect(text('status')).toBe('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('gives the check 15 s, then clears the session with the timeout message', async () => {
    const call = deferred();
    renderAuth({ 'auth.me': () => call.promise }, { token: 'stuck', language: 'es' });
    await advance(14_999);
    expect(text('status')).toBe('inconsistent');
    await advance(1);
    expect(text('status')).toBe('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
    expect(text('toast')).toBe('Error de autenticación: Tiempo de espera agotado en validación de sesión');
  });

  it('logs, and only logs, a signed-in state whose stored token has gone', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = deferred();
    renderAuth({ 'auth.me': () => call.promise }, { token: 'tok' });
    localStorage.removeItem('token');
    call.answer(ada);
    await advance(0);
    expect(text('status')).toBe('authenticated');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Inconsistent session'));
  });

  it('signing out forgets the token, the user and every cached query, and says "Logged out"', async () => {
    const { queryClient } = renderAuth({ 'auth.me': () => ada }, { token: 'tok' });
    await advance(0);
    queryClient.setQueryData(['some', 'data'], 42);
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(text('status')).toBe('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(text('toast')).toBe('Logged out: You have signed out of AdFleet.');
  });

  it('follows a sign-out in another tab', async () => {
    renderAuth({ 'auth.me': () => ada }, { token: 'tok' });
    await advance(0);
    localStorage.removeItem('token');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null })));
    expect(text('status')).toBe('unauthenticated');
  });
});
