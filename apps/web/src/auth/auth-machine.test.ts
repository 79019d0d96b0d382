import { describe, expect, it } from 'vitest';
import { initialSessionState, type SessionState, sessionReducer, statusOf } from './auth-machine';

const ada = { id: '0b7c2c8e-0000-4000-8000-000000000001', username: 'ada', firstName: 'Ada', lastName: null, email: 'ada@example.com' };

describe('session state', () => {
  it('starts signed out without a stored token, and loading with one', () => {
    expect(statusOf(initialSessionState(null))).toBe('unauthenticated');
    expect(statusOf(initialSessionState('tok'))).toBe('loading');
  });

  it('is authenticated once the server names the token’s user', () => {
    const state = sessionReducer(initialSessionState('tok'), { type: 'validated', token: 'tok', user: ada });
    expect(statusOf(state)).toBe('authenticated');
    expect(state.user).toEqual(ada);
  });

  it('forgets token and user when the server refuses the token', () => {
    const state = sessionReducer(initialSessionState('tok'), { type: 'rejected', token: 'tok' });
    expect(state).toEqual(initialSessionState(null));
  });

  it('stops loading after the fallback; a token without a user is then an inconsistent session', () => {
    const state = sessionReducer(initialSessionState('tok'), { type: 'fallbackElapsed', token: 'tok' });
    expect(statusOf(state)).toBe('inconsistent');
    // The check may still answer afterwards.
    expect(statusOf(sessionReducer(state, { type: 'validated', token: 'tok', user: ada }))).toBe('authenticated');
  });

  it('ignores answers about a token that has since been replaced', () => {
    const replaced = sessionReducer(initialSessionState('old'), { type: 'tokenFound', token: 'new' });
    expect(sessionReducer(replaced, { type: 'validated', token: 'old', user: ada })).toBe(replaced);
    expect(sessionReducer(replaced, { type: 'rejected', token: 'old' })).toBe(replaced);
    expect(sessionReducer(replaced, { type: 'fallbackElapsed', token: 'old' })).toBe(replaced);
  });

  it('takes the token and user of a sign-in as they are, without asking again', () => {
    const state = sessionReducer(initialSessionState(null), { type: 'signedIn', token: 'tok', user: ada });
    expect(state).toEqual<SessionState>({ token: 'tok', user: ada, validating: false, fallbackElapsed: false });
    expect(statusOf(state)).toBe('authenticated');
  });

  it('signs out from any state', () => {
    const signedIn = sessionReducer(initialSessionState(null), { type: 'signedIn', token: 'tok', user: ada });
    expect(statusOf(sessionReducer(signedIn, { type: 'signedOut' }))).toBe('unauthenticated');
  });

  it('checks a token found later (another tab, recovery) like a stored one', () => {
    const signedIn = sessionReducer(initialSessionState(null), { type: 'signedIn', token: 'tok', user: ada });
    const found = sessionReducer(signedIn, { type: 'tokenFound', token: 'other' });
    expect(found).toEqual(initialSessionState('other'));
  });
});
