import { userMessage } from '@adfleet/core/messages';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/test/i18n';
import { HttpStatusError } from '@/lib/trpc-error';
import { renderIn } from '@/test/i18n';
import { checkStateOf, describeDatabase, describeFacebook, describeWorker } from './check-state';

let t: TFunction<'diagnostics'>;
beforeAll(() => {
  t = createI18n().getFixedT<'diagnostics'>('en', 'diagnostics');
});

const idle = { isFetching: false, error: null };
const english = renderIn('en');
const spanish = renderIn('es');
const connected = userMessage('healthDatabaseConnected');

describe('checkStateOf', () => {
  it('is checking while the call runs, even with an earlier answer', () => {
    const state = checkStateOf({ data: { healthy: true, message: connected }, error: null, isFetching: true }, describeDatabase, t, english);
    expect(state.status).toBe('checking');
  });

  it("writes the server's message in the reader's language", () => {
    expect(checkStateOf({ ...idle, data: { healthy: true, message: connected } }, describeDatabase, t, english)).toEqual({ status: 'online', message: 'Database is connected' });
    expect(checkStateOf({ ...idle, data: { healthy: true, message: connected } }, describeDatabase, t, spanish).message).toBe('La base de datos está conectada');
    expect(checkStateOf({ ...idle, data: { healthy: false, message: userMessage('healthDatabaseIssue') } }, describeDatabase, t, english).status).toBe('offline');
  });

  it('reports a call that got no answer as unreachable', () => {
    const error = new TRPCClientError('Failed to fetch');
    expect(checkStateOf({ ...idle, data: undefined, error }, describeDatabase, t, english)).toEqual({ status: 'offline', message: 'Service unreachable' });
  });

  it('reports a failed answer with its status', () => {
    const error = new TRPCClientError('bad gateway', { cause: new HttpStatusError(502) });
    expect(checkStateOf({ ...idle, data: undefined, error }, describeDatabase, t, english)).toEqual({
      status: 'offline',
      message: 'Status 502: Service unavailable',
    });
  });
});

describe('describers', () => {
  it('lists missing Facebook credentials in Meta mode', () => {
    expect(describeFacebook({ configured: false, missingKeys: ['FACEBOOK_APP_SECRET'], mode: 'meta' }, t, english)).toEqual({
      healthy: false,
      message: 'Missing Facebook credentials: FACEBOOK_APP_SECRET',
    });
  });

  it('calls sandbox mode healthy, a Sandbox state explained, never offline', () => {
    const sandbox = { configured: false, missingKeys: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'], mode: 'sandbox' as const };
    expect(checkStateOf({ ...idle, data: sandbox }, describeFacebook, t, english)).toEqual({
      status: 'sandbox',
      message: 'The built-in Graph sandbox answers instead of Meta, with demo ad accounts, so every feature works without a Meta app. Set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET to use real Meta ad accounts.',
    });
    const es = createI18n().getFixedT<'diagnostics'>('es', 'diagnostics');
    expect(checkStateOf({ ...idle, data: sandbox }, describeFacebook, es, spanish).message).toContain('sandbox de Graph integrado');
  });

  it("writes the worker's state as the server described it", () => {
    const base = { lastHeartbeatAt: null, pickupMs: null };
    expect(describeWorker({ ...base, healthy: false, activeWorkers: 0, message: userMessage('healthWorkerNone') }, t, english).message).toBe('No worker is running');
    expect(describeWorker({ ...base, healthy: true, activeWorkers: 2, pickupMs: 12, message: userMessage('healthWorkerRunning', { count: 2 }) }, t, spanish).message).toBe(
      'El proceso está funcionando (2 activos)',
    );
  });
});
