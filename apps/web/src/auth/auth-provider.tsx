import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { type AuthState, AuthContext } from './auth-context';
import { fetchSessionUser } from './auth-session';
import { TOKEN_STORAGE_KEY, clearToken, readToken } from './auth-token';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);

  // Signing in or out in another tab changes the stored token; follow it so tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) setToken(readToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const session = useQuery({
    queryKey: ['auth', 'session', token],
    queryFn: () => (token ? fetchSessionUser(token) : null),
    enabled: token !== null,
  });

  const signOut = useCallback(() => {
    clearToken();
    setToken(null);
  }, []);

  const value = useMemo<AuthState>(() => {
    const isLoading = token !== null && session.isPending;
    const user = token !== null ? (session.data ?? null) : null;
    const status = isLoading ? 'loading' : user ? 'authenticated' : 'unauthenticated';
    return { status, user, token, isLoading, isAuthenticated: status === 'authenticated', signOut };
  }, [token, session.isPending, session.data, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
