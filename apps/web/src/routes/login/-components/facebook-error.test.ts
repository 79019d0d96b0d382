import { describe, expect, it } from 'vitest';
import { facebookErrorDescription, parseFacebookErrorSearch } from './facebook-error';

describe('the Facebook error parameters', () => {
  it('keeps the three OAuth error parameters and drops the rest', () => {
    const search = parseFacebookErrorSearch({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error', lng: 'es' });
    expect(search).toEqual({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' });
    expect(parseFacebookErrorSearch({ error: 42, error_reason: '  ' })).toEqual({});
  });

  it('describes the error by its description, else its reason, else its code', () => {
    expect(facebookErrorDescription({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' })).toBe('Permissions error');
    expect(facebookErrorDescription({ error: 'access_denied', error_reason: 'user_denied' })).toBe('user_denied');
    expect(facebookErrorDescription({ error: 'access_denied' })).toBe('access_denied');
    expect(facebookErrorDescription({})).toBeNull();
  });
});
