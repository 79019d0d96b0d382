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

  it('gives the same token to a render retried after the fragment is gone (a first mount that suspended)', () => {
    window.history.replaceState(null, '', '/verify-email#token=first-read');
    expect(takeLinkToken()).toBe('first-read');
    expect(window.location.hash).toBe('');
    expect(takeLinkToken()).toBe('first-read');
  });

  it('gives null without a token, on another page, or for one that cannot be a link token', () => {
    window.history.replaceState(null, '', '/reset-password');
    expect(takeLinkToken()).toBeNull();
    window.history.replaceState(null, '', '/data-deletion/confirm#token=kept-here');
    expect(takeLinkToken()).toBe('kept-here');
    window.history.replaceState(null, '', '/data-deletion/status');
    expect(takeLinkToken()).toBeNull();
    window.history.replaceState(null, '', '/reset-password#token=%3Cscript%3E');
    expect(takeLinkToken()).toBeNull();
  });
});
