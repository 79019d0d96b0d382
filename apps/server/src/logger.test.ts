import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('blanks secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/facebook/callback?code=abc&state=xyz&lng=es')).toBe(
      '/api/auth/facebook/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&lng=es',
    );
    expect(redactUrl('/v27.0/me?access_token=EAAB')).not.toContain('EAAB');
    const debugToken = redactUrl('/v27.0/debug_token?input_token=EAAC&appsecret_proof=0a1b');
    expect(debugToken).not.toContain('EAAC');
    expect(debugToken).not.toContain('0a1b');
  });

  it('blanks a tRPC query’s input that carries a token (an invitation’s preview), and keeps other inputs', () => {
    const input = encodeURIComponent(JSON.stringify({ json: { token: 'invitation-secret-token-1234' } }));
    expect(redactUrl(`/trpc/invitations.preview?input=${input}`)).toBe('/trpc/invitations.preview?input=%5BRedacted%5D');
    const other = encodeURIComponent(JSON.stringify({ json: { from: '2026-01-01' } }));
    expect(redactUrl(`/trpc/dashboard.summary?input=${other}`)).toContain('2026-01-01');
  });

  it('leaves a URL without a query alone', () => {
    expect(redactUrl('/api/health/database')).toBe('/api/health/database');
  });
});

describe('log redaction', () => {
  it('never writes the sandbox control key or app secret, from a request header or the server config', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }, sink);
    log.info({ req: { headers: { 'x-sandbox-key': 'control-key-value-1' } } }, 'request');
    log.info({ config: { sandbox: { controlKey: 'control-key-value-2' }, meta: { appSecret: 'control-key-value-4' } }, controlKey: 'control-key-value-3' }, 'config');
    expect(lines.join('')).not.toMatch(/control-key-value/);
    expect(lines.join('')).toContain('[Redacted]');
  });
});
