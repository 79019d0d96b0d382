import { afterEach, describe, expect, it } from 'vitest';
import { takeLinkToken } from './link-token';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeLinkToken', () => {
  it('reads the token from the fragment and drops it from the address bar', () => {
    window.history.replaceState(null, '', '/reset-password?lng=es#token=abc234xyz');
    expect(takeLinkToken()).toBe('abc234xyz');
    expect(window.location.href.endsWith('/reset-password?lng=es')).toBe(true);
  });

  it('reads base64url tokens, as the data-deletion confirmation mails them', () => {
    window.history.replaceState(null, '', '/data-deletion/confirm#token=Ab_9-zY');
    expect(takeLinkToken()).toBe('Ab_9-zY');
  });

  it('gives null without a token or for one that cannot be a link token', () => {
    window.history.replaceState(null, '', '/reset-password');
    expect(takeLinkToken()).toBeNull();
    window.history.replaceState(null, '', '/reset-password#token=%3Cscript%3E');
    expect(takeLinkToken()).toBeNull();
  });
});
