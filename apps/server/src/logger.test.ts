import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('blanks secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/facebook/callback?code=abc&state=xyz&lng=es')).toBe(
      '/api/auth/facebook/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&lng=es',
    );
    expect(redactUrl('/v25.0/me?access_token=EAAB')).not.toContain('EAAB');
    const debugToken = redactUrl('/v25.0/debug_token?input_token=EAAC&appsecret_proof=0a1b');
    expect(debugToken).not.toContain('EAAC');
    expect(debugToken).not.toContain('0a1b');
  });

  it('leaves a URL without a query alone', () => {
    expect(redactUrl('/api/health/database')).toBe('/api/health/database');
  });
});
