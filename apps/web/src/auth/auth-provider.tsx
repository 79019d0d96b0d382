import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useTRPCClient } from '@/lib/trpc';
import { clearTabWorkspace } from '@/workspaces/tab-workspace';
import { type AuthState, AuthContext } from './auth-context';
import { initialSessionState, sessionReducer, statusOf } from './auth-machine';
import { type AuthUser, fetchSessionUser, SESSION_LOADING_FALLBACK_MS } from './auth-session';
import { clearToken, readToken, TOKEN_STORAGE_KEY, writeToken } from './auth-token';
import { sessionErrorMessage } from './session-error';
import { watchEndedSession } from './ended-session-watch';

/** How long a page that was being left, and stayed, waits before it checks its session again. */
const LEFT_CHECK_AGAIN_MS = 1_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const render = useRenderMessage();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(sessionReducer, null, () => initialSessionState(readToken()));
  const { token, validating } = state;

  // An effect event, so a language switch during the check does not restart it.
  const onRejected = useEffectEvent((rejectedToken: string, error: unknown) => {
    // Another tab may have stored a different token meanwhile; only the rejected one is removed.
    if (readToken() === rejectedToken) clearToken();
    queryClient.clear();
    dispatch({ type: 'rejected', token: rejectedToken });
    toast({ title: t('session.errorTitle'), description: sessionErrorMessage(error, t, render), variant: 'destructive' });
  });

  // A stored token is trusted only once the server names its user; the screens stop waiting after the fallback.
  useEffect(() => {
    if (!token || !validating) return;
    const controller = new AbortController();
    const fallback = setTimeout(() => dispatch({ type: 'fallbackElapsed', token }), SESSION_LOADING_FALLBACK_MS);
    // Leaving the page (another address, a reload, the OAuth dialog) cuts its requests off while its scripts still run:
    // a check cut off that way got no answer and must not clear the token the next page signs in with. Should the page
    // stay after all (the link was a download), the check is asked again.
    let leaving = false;
    let again: ReturnType<typeof setTimeout> | undefined;
    const leave = () => {
      leaving = true;
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    const check = () =>
      fetchSessionUser(client, controller.signal).then(
        (user) => dispatch({ type: 'validated', token, user }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (!leaving) return onRejected(token, error);
          leaving = false;
          again = setTimeout(check, LEFT_CHECK_AGAIN_MS);
        },
      );
    void check();
    return () => {
      clearTimeout(fallback);
      clearTimeout(again);
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      controller.abort();
    };
  }, [token, validating, client]);

  // Signing in or out in another tab changes the stored token; follow it so tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const stored = readToken();
      queryClient.clear();
      clearTabWorkspace();
      dispatch(stored ? { type: 'tokenFound', token: stored } : { type: 'signedOut' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const status = statusOf(state);

  // Signed out elsewhere (another device, a password change there): the next refused call signs this browser out.
  useEffect(() => {
    if (status !== 'authenticated' || !token) return;
    return watchEndedSession(queryClient, (error) => onRejected(token, error));
  }, [status, token, queryClient]);

  // The spec's other inconsistency: signed in by the state, but the stored token is gone. Only worth a log line.
  useEffect(() => {
    if (status === 'authenticated' && readToken() === null) {
      console.error('Inconsistent session: the state says authenticated but no token is stored');
    }
  }, [status]);

  const signIn = useCallback(
    (newToken: string, user: AuthUser) => {
      writeToken(newToken);
      queryClient.clear();
      // Whoever signs in starts in their own remembered workspace, not in one this tab showed before.
      clearTabWorkspace();
      dispatch({ type: 'signedIn', token: newToken, user });
    },
    [queryClient],
  );

  const adoptToken = useCallback(
    (newToken: string) => {
      writeToken(newToken);
      queryClient.clear();
      clearTabWorkspace();
      dispatch({ type: 'tokenFound', token: newToken });
    },
    [queryClient],
  );

  const resetSession = useCallback(() => {
    clearToken();
    queryClient.clear();
    clearTabWorkspace();
    dispatch({ type: 'signedOut' });
  }, [queryClient]);

  const signOut = useCallback(() => {
    resetSession();
    toast({ title: t('loggedOut'), description: t('loggedOutDescription'), variant: 'success' });
  }, [resetSession, t]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user: state.user,
      token,
      isLoading: status === 'loading',
      isAuthenticated: status === 'authenticated',
      signIn,
      adoptToken,
      signOut,
      resetSession,
    }),
    [status, state.user, token, signIn, adoptToken, signOut, resetSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
