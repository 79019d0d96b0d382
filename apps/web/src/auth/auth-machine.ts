import type { AuthUser } from './auth-session';

/**
 * The session as the browser knows it. A stored token is only trusted once the server has named its user; until then
 * it is being validated, and after the loading fallback a token without a user is an inconsistent session.
 */
export interface SessionState {
  token: string | null;
  user: AuthUser | null;
  /** The server is being asked who the token belongs to. */
  validating: boolean;
  /** The loading fallback ran out before the server answered. */
  fallbackElapsed: boolean;
}

export type SessionEvent =
  /** A token appeared that no user is known for yet: at start-up, from another tab, or from session recovery. */
  | { type: 'tokenFound'; token: string }
  | { type: 'validated'; token: string; user: AuthUser }
  | { type: 'rejected'; token: string }
  | { type: 'fallbackElapsed'; token: string }
  /** Sign-in or registration: the server has just handed over both the token and its user. */
  | { type: 'signedIn'; token: string; user: AuthUser }
  | { type: 'signedOut' };

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'inconsistent';

const signedOut: SessionState = { token: null, user: null, validating: false, fallbackElapsed: false };

export function initialSessionState(storedToken: string | null): SessionState {
  return storedToken ? { token: storedToken, user: null, validating: true, fallbackElapsed: false } : signedOut;
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'tokenFound':
      return initialSessionState(event.token);
    case 'signedIn':
      return { token: event.token, user: event.user, validating: false, fallbackElapsed: false };
    case 'signedOut':
      return signedOut;
    // The events below answer the check of one token; an answer about a token that has since been replaced is stale.
    case 'validated':
      return state.token === event.token ? { ...state, user: event.user, validating: false } : state;
    case 'rejected':
      return state.token === event.token ? signedOut : state;
    case 'fallbackElapsed':
      return state.token === event.token && state.validating ? { ...state, fallbackElapsed: true } : state;
  }
}

export function statusOf(state: SessionState): AuthStatus {
  if (state.user) return 'authenticated';
  if (!state.token) return 'unauthenticated';
  if (state.validating && !state.fallbackElapsed) return 'loading';
  return 'inconsistent';
}
