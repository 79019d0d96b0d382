import { describe, expect, it } from 'vitest';
import { connectUrlFrom, FACEBOOK_CONNECT_URL } from './platform-connect';

describe('connectUrlFrom', () => {
  it('names the page the connection starts from, with its search and fragment', () => {
    const url = new URL(connectUrlFrom(FACEBOOK_CONNECT_URL, { pathname: '/campaign-duplicator', search: '?campaignId=120000000000000001', hash: '#history' }), 'http://app.invalid');
    expect(url.pathname).toBe('/api/auth/facebook');
    expect(url.searchParams.get('return')).toBe('/campaign-duplicator?campaignId=120000000000000001#history');
  });

  it('does not carry the notice of an earlier refused attempt back to the page', () => {
    const url = new URL(connectUrlFrom(FACEBOOK_CONNECT_URL, { pathname: '/accounts', search: '?connect_error=access_denied&connect_reason=user_denied&connect_missing=ads_read', hash: '' }), 'http://app.invalid');
    expect(url.searchParams.get('return')).toBe('/accounts');
  });

  it('keeps the parameters the connect URL already has', () => {
    const url = new URL(connectUrlFrom(`${FACEBOOK_CONNECT_URL}?connection=abc`, { pathname: '/accounts', search: '', hash: '' }), 'http://app.invalid');
    expect(Object.fromEntries(url.searchParams)).toEqual({ connection: 'abc', return: '/accounts' });
  });
});
