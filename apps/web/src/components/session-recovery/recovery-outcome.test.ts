import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HttpStatusError } from '@/lib/trpc-error';
import { networkError, trpcError } from '@/test/fake-trpc';
import { i18nIn } from '@/test/i18n';
import { TRPCClientError } from '@trpc/client';
import { recoveryOutcome } from './recovery-outcome';

const es: TFunction<'auth'> = i18nIn('es').getFixedT('es', 'auth');
const en: TFunction<'auth'> = i18nIn('en').getFixedT('en', 'auth');

describe('recoveryOutcome', () => {
  it('hands over the new token', () => {
    expect(recoveryOutcome({ data: { token: 'new-token' } }, es)).toEqual({ token: 'new-token' });
  });

  it('treats an answer without a token as a failure', () => {
    expect(recoveryOutcome({ data: {} }, es)).toEqual({ error: 'No se recibió token de sesión' });
    expect(recoveryOutcome({ data: { token: '' } }, en)).toEqual({ error: 'No session token was received' });
  });

  it('tells a browser without a saved session apart from a failure', () => {
    expect(recoveryOutcome({ error: trpcError(401, 'UNAUTHENTICATED') }, es)).toEqual({ noSession: true });
  });

  it('names an HTTP failure by its status and reason phrase', () => {
    expect(recoveryOutcome({ error: trpcError(403, 'FORBIDDEN') }, es)).toEqual({ error: 'Error 403: Forbidden' });
    expect(recoveryOutcome({ error: new TRPCClientError('HTTP 502', { cause: new HttpStatusError(502) }) }, en)).toEqual({ error: 'Error 502: Bad Gateway' });
    expect(recoveryOutcome({ error: trpcError(418, 'TEAPOT') }, en)).toEqual({ error: 'Error 418' });
  });

  it('calls anything else an unknown error', () => {
    expect(recoveryOutcome({ error: networkError() }, es)).toEqual({ error: 'Error desconocido en la recuperación de sesión' });
    expect(recoveryOutcome({ error: new Error('bug') }, en)).toEqual({ error: 'Unknown error during session recovery' });
  });
});
