import { createContext, useContext } from 'react';
import type { AuthStatus } from './auth-machine';
import type { AuthUser } from './auth-session';

export type { AuthStatus } from './auth-machine';

export interface AuthState {
  /**
   * loading: a stored token is being checked (at most the loading fallback); authenticated: the server named its user;
   * unauthenticated: no token; inconsistent: a token is stored but no user loaded once loading ended.
   */
  status: AuthStatus;
  user: AuthUser | null;
  token: string | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Keeps the token and user the server just returned (sign-in, registration). */
  signIn: (token: string, user: AuthUser) => void;
  /** Stores a token whose user is not known yet (session recovery); the server is asked who it belongs to. */
  adoptToken: (token: string) => void;
  /** Forgets the token, the user and every cached query, and says so with the 'Logged out' toast. */
  signOut: () => void;
  /** The same as signOut without the toast, for screens that explain the reset themselves. */
  resetSession: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
