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
  it('lists missing Facebook credentials', () => {
    expect(describeFacebook({ configured: false, missingKeys: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] }, t)).toEqual({
      healthy: false,
      message: 'Missing Facebook credentials: FACEBOOK_APP_ID, FACEBOOK_APP_SECRET',
    });
  });

  it('tells a missing worker from one that does not pick up jobs', () => {
    const base = { message: '', lastHeartbeatAt: null, pickupMs: null };
    expect(describeWorker({ ...base, healthy: false, activeWorkers: 0 }, t).message).toBe('No worker is running');
    expect(describeWorker({ ...base, healthy: false, activeWorkers: 1 }, t).message).toBe('Worker is running but did not pick up a test job');
    expect(describeWorker({ ...base, healthy: true, activeWorkers: 2, pickupMs: 12 }, t).message).toBe('Worker is running (2 active)');
  });
});
