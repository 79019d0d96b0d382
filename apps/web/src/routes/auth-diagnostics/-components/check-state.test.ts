import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { HttpStatusError } from '@/lib/trpc-error';
import { checkStateOf, describeDatabase, describeFacebook, describeWorker } from './check-state';

let t: TFunction<'diagnostics'>;
beforeAll(() => {
  t = createI18n().getFixedT<'diagnostics'>('en', 'diagnostics');
});

const idle = { isFetching: false, error: null };

describe('checkStateOf', () => {
  it('is checking while the call runs, even with an earlier answer', () => {
    const state = checkStateOf({ data: { healthy: true, message: '' }, error: null, isFetching: true }, describeDatabase, t);
    expect(state.status).toBe('checking');
  });

  it('translates the answer by status', () => {
    expect(checkStateOf({ ...idle, data: { healthy: true, message: 'Database is connected' } }, describeDatabase, t)).toEqual({
      status: 'online',
      message: 'Database is connected',
    });
    expect(checkStateOf({ ...idle, data: { healthy: false, message: 'x' } }, describeDatabase, t).status).toBe('offline');
  });

  it('reports a call that got no answer as unreachable', () => {
    const error = new TRPCClientError('Failed to fetch');
    expect(checkStateOf({ ...idle, data: undefined, error }, describeDatabase, t)).toEqual({ status: 'offline', message: 'Service unreachable' });
  });

  it('reports a failed answer with its status', () => {
    const error = new TRPCClientError('bad gateway', { cause: new HttpStatusError(502) });
    expect(checkStateOf({ ...idle, data: undefined, error }, describeDatabase, t)).toEqual({
      status: 'offline',
      message: 'Status 502: Service unavailable',
    });
  });
});

describe('describers', () => {
  it('lists missing Facebook credentials in Meta mode', () => {
    expect(describeFacebook({ configured: false, missingKeys: ['FACEBOOK_APP_SECRET'], mode: 'meta' }, t)).toEqual({
      healthy: false,
      message: 'Missing Facebook credentials: FACEBOOK_APP_SECRET',
    });
  });

  it('calls sandbox mode healthy, a Sandbox state explained, never offline', () => {
    const sandbox = { configured: false, missingKeys: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'], mode: 'sandbox' as const };
    expect(checkStateOf({ ...idle, data: sandbox }, describeFacebook, t)).toEqual({
      status: 'sandbox',
      message: 'The built-in Graph sandbox answers instead of Meta, with demo ad accounts, so every feature works without a Meta app. Set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET to use real Meta ad accounts.',
    });
    const es = createI18n().getFixedT<'diagnostics'>('es', 'diagnostics');
    expect(checkStateOf({ ...idle, data: sandbox }, describeFacebook, es).message).toContain('sandbox de Graph integrado');
  });

  it('tells a missing worker from one that does not pick up jobs', () => {
    const base = { message: '', lastHeartbeatAt: null, pickupMs: null };
    expect(describeWorker({ ...base, healthy: false, activeWorkers: 0 }, t).message).toBe('No worker is running');
    expect(describeWorker({ ...base, healthy: false, activeWorkers: 1 }, t).message).toBe('Worker is running but did not pick up a test job');
    expect(describeWorker({ ...base, healthy: true, activeWorkers: 2, pickupMs: 12 }, t).message).toBe('Worker is running (2 active)');
  });
});
